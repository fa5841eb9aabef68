import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, its activity part (spec section 7, activity-logs): every user's and every staff member's
// recorded actions, worded by the server in the reader's language, and their CSV export.

export type ActivityEntry = components['schemas']['ActivityLogEntry'];

/** The list call's query: page, size, sort, search and `filter[user_id|action|subject_type|subject_id|created_at_*]`. */
export type ActivityListQuery = NonNullable<operations['adminListActivityLogs']['parameters']['query']>;
/** The export's query: the list's, without paging. */
export type ActivityExportQuery = NonNullable<operations['adminExportActivityLogs']['parameters']['query']>;

export const adminActivityKeys = {
  all: ['admin-activity'] as const,
  lists: () => [...adminActivityKeys.all, 'list'] as const,
  list: (query: ActivityListQuery) => [...adminActivityKeys.lists(), query] as const,
};

export const adminActivityQueries = {
  /** GET /admin/activity-logs: one page of entries, newest first unless sorted otherwise, and the total. */
  list: (query: ActivityListQuery) =>
    queryOptions({
      queryKey: adminActivityKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/activity-logs', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
};

/**
 * GET /admin/activity-logs/export: every entry the query matches as CSV (capped by the server, which
 * answers 422 past it), with the name the server gives the file.
 */
export async function exportActivityCsv(
  query: ActivityExportQuery,
): Promise<{ blob: Blob; disposition: string | null }> {
  // The body left unread by the client (`stream`), so it is read here as the file it is.
  const { response } = await api.GET('/admin/activity-logs/export', { params: { query }, parseAs: 'stream' });
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}
