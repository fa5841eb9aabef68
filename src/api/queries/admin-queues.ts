import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the queue screen: GET /admin/queue-dashboard and the jobs' extensions (list, record,
// actions on one job or on every job a filter matches, failed deliveries grouped).

type Schemas = components['schemas'];
export type QueueDashboard = Schemas['AdminQueueDashboard'];
export type QueueStats = Schemas['AdminQueueStats'];
export type QueueJob = Schemas['AdminQueueJob'];
export type QueueJobRecord = Schemas['AdminQueueJobRecord'];
export type QueueJobState = Schemas['AdminQueueJobState'];
export type QueueJobFilter = Schemas['AdminQueueJobFilter'];
export type QueueAction = Schemas['AdminQueueAction'];
export type FailedDeliveryGroup = Schemas['AdminFailedDeliveryGroup'];
export type QueueJobsQuery = NonNullable<operations['adminListQueueJobs']['parameters']['query']>;

export const QUEUE_JOB_STATES: readonly QueueJobState[] = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
];

export const adminQueueKeys = {
  all: ['admin', 'queues'] as const,
  dashboard: () => [...adminQueueKeys.all, 'dashboard'] as const,
  jobs: (query: QueueJobsQuery) => [...adminQueueKeys.all, 'jobs', query] as const,
  job: (id: string) => [...adminQueueKeys.all, 'job', id] as const,
  failedDeliveries: () => [...adminQueueKeys.all, 'failed-deliveries'] as const,
};

/**
 * How often the open queue screen asks again (TanStack Query pauses it in a hidden tab): jobs change state
 * by themselves, and staff watch a retry go through without reloading, as Horizon and Oban Web show it.
 */
const QUEUE_REFRESH_MS = 5_000;

export const adminQueuesQueries = {
  /** GET /admin/queue-dashboard: each queue's counts, throughput and last hour. */
  dashboard: () =>
    queryOptions({
      queryKey: adminQueueKeys.dashboard(),
      refetchInterval: QUEUE_REFRESH_MS,
      queryFn: ({ signal }) => dataOf(api.GET('/admin/queue-dashboard', { signal })),
    }),
  /** GET /admin/queue-jobs: a page of jobs, newest first, and the list's total. */
  jobs: (query: QueueJobsQuery) =>
    queryOptions({
      queryKey: adminQueueKeys.jobs(query),
      refetchInterval: QUEUE_REFRESH_MS,
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/queue-jobs', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /admin/queue-jobs/{id}: one job with its data (secrets masked). */
  job: (id: string) =>
    queryOptions({
      queryKey: adminQueueKeys.job(id),
      refetchInterval: QUEUE_REFRESH_MS,
      queryFn: ({ signal }) =>
        dataOf(api.GET('/admin/queue-jobs/{id}', { params: { path: { id } }, signal })),
    }),
  /** GET /admin/queue-failed-deliveries: failed delivery jobs grouped by domain, destination and error. */
  failedDeliveries: () =>
    queryOptions({
      queryKey: adminQueueKeys.failedDeliveries(),
      refetchInterval: QUEUE_REFRESH_MS,
      queryFn: ({ signal }) => dataOf(api.GET('/admin/queue-failed-deliveries', { signal })),
    }),
};

/** Retries, cancels or deletes one job, with the reason kept in the audit trail. */
export function actOnQueueJob(id: string, action: QueueAction, reason: string) {
  return dataOf(
    api.POST('/admin/queue-jobs/{id}/action', { params: { path: { id } }, body: { action, reason } }),
  );
}

/** How many jobs `filter` matches and how many of them `action` applies to; nothing changes. */
export function previewQueueJobs(action: QueueAction, filter: QueueJobFilter) {
  return dataOf(api.POST('/admin/queue-jobs/bulk-action', { body: { action, filter, preview: true } }));
}

/** Runs `action` on every job `filter` matches, refused when as many as `expectedCount` no longer match. */
export function actOnQueueJobs(
  action: QueueAction,
  filter: QueueJobFilter,
  expectedCount: number,
  reason: string,
) {
  return dataOf(
    api.POST('/admin/queue-jobs/bulk-action', {
      body: { action, filter, expected_count: expectedCount, reason },
    }),
  );
}
