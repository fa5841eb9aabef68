import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the system screen (GET /admin/system/*): health, versions, the database, this process's
// request figures and the server's log lines.

type Schemas = components['schemas'];
export type SystemHealth = Schemas['AdminSystemHealth'];
export type ComponentCheck = Schemas['AdminComponentCheck'];
export type SystemOverview = Schemas['AdminSystemOverview'];
export type DatabaseInfo = Schemas['AdminDatabaseInfo'];
export type SystemPerformance = Schemas['AdminSystemPerformance'];
export type LogEntry = Schemas['AdminLogEntry'];
export type LogLevel = Schemas['AdminLogLevel'];
export type SystemLogsQuery = NonNullable<operations['adminListSystemLogs']['parameters']['query']>;

export const adminSystemKeys = {
  all: ['admin', 'system'] as const,
  health: () => [...adminSystemKeys.all, 'health'] as const,
  overview: () => [...adminSystemKeys.all, 'overview'] as const,
  database: () => [...adminSystemKeys.all, 'database'] as const,
  performance: () => [...adminSystemKeys.all, 'performance'] as const,
  logs: (query: SystemLogsQuery) => [...adminSystemKeys.all, 'logs', query] as const,
};

export const adminSystemQueries = {
  /** GET /admin/system/health: the checks' last round (the server refreshes it every 10 s). */
  health: () =>
    queryOptions({
      queryKey: adminSystemKeys.health(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/system/health', { signal })),
    }),
  /** GET /admin/system/overview: versions, uptime, environment. */
  overview: () =>
    queryOptions({
      queryKey: adminSystemKeys.overview(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/system/overview', { signal })),
    }),
  /** GET /admin/system/database: sizes, rows, indexes and slow statements. */
  database: () =>
    queryOptions({
      queryKey: adminSystemKeys.database(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/system/database', { signal })),
    }),
  /** GET /admin/system/performance: memory, load and the last hour's requests per operation. */
  performance: () =>
    queryOptions({
      queryKey: adminSystemKeys.performance(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/system/performance', { signal })),
    }),
  /** GET /admin/system/logs: a page of the server's log lines. */
  logs: (query: SystemLogsQuery) =>
    queryOptions({
      queryKey: adminSystemKeys.logs(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/system/logs', { params: { query }, signal });
        return { items: data.data, total: data.meta.total, lastPage: data.meta.last_page };
      },
      placeholderData: keepPreviousData,
    }),
};
