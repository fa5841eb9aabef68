import type {
  FailedDeliveryGroup,
  QueueDashboard,
  QueueJob,
  QueueJobRecord,
} from '@/api/queries/admin-queues';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the queue screen: one delivery queue with failed jobs of one domain's webhook, held in
// memory; retrying them (one or all matching) completes them. Every list query and action is recorded.

const AT = new Date('2026-11-20T10:00:00Z');

export interface QueueStore {
  jobs: QueueJobRecord[];
  /** Every GET /admin/queue-jobs query, in order. */
  listed: URLSearchParams[];
  /** Every POST body of an action, one job's or all matching, in order. */
  actions: Record<string, unknown>[];
}

/** A failed webhook delivery of the domain `shop.example.com`, its data carrying a secret (masked). */
function aFailedDelivery(id: string): QueueJobRecord {
  return {
    id,
    queue: 'events.deliver',
    state: 'failed',
    domain_id: 'domain-1',
    domain_name: 'shop.example.com',
    destination: 'webhook',
    retry_count: 8,
    retry_limit: 8,
    error: 'DeliveryTrouble: 2 deliveries to webhook were given up (status 500)',
    created_at: AT,
    started_at: AT,
    completed_at: AT,
    data: {
      domainId: 'domain-1',
      service: 'webhook',
      events: [['event-1', AT.toISOString()]],
      token: '********',
      requestId: '6f1c2b9e-0000-4000-8000-000000000001',
    },
    output: { message: 'DeliveryTrouble: 2 deliveries to webhook were given up (status 500)' },
    priority: 0,
    start_after: AT,
    keep_until: AT,
    retry_delay: 15,
    retry_backoff: true,
    expire_seconds: 300,
    singleton_key: null,
  };
}

export function aQueueStore(overrides: Partial<QueueStore> = {}): QueueStore {
  return {
    jobs: [
      aFailedDelivery('11111111-1111-4111-8111-111111111111'),
      aFailedDelivery('22222222-2222-4222-8222-222222222222'),
    ],
    listed: [],
    actions: [],
    ...overrides,
  };
}

function dashboardOf(store: QueueStore): QueueDashboard {
  const failed = store.jobs.filter((job) => job.state === 'failed').length;
  const completed = store.jobs.filter((job) => job.state === 'completed').length;
  const counts = { waiting: 1, active: 0, completed, failed, delayed: 0 };
  const history = Array.from({ length: 60 }, (_, index) => ({
    at: new Date(AT.getTime() + index * 60_000),
    completed: index % 7,
    failed: index === 59 ? failed : 0,
  }));
  return {
    driver: 'database',
    workers: 1,
    totals: counts,
    throughput: { per_minute: 1.5, per_hour: 120 },
    queues: [
      {
        name: 'events.deliver',
        ...counts,
        is_paused: false,
        throughput: { per_minute: 1.5, per_hour: 120 },
        history,
      },
      {
        name: 'auth.mail_magic_link',
        waiting: 0,
        delayed: 0,
        active: 0,
        completed: 0,
        failed: 0,
        is_paused: false,
        throughput: { per_minute: 0, per_hour: 0 },
        history: history.map((minute) => ({ ...minute, completed: 0, failed: 0 })),
      },
    ],
    recent_failed_jobs: [],
  };
}

function groupsOf(store: QueueStore): FailedDeliveryGroup[] {
  const failed = store.jobs.filter((job) => job.state === 'failed');
  if (!failed.length) return [];
  return [
    {
      domain_id: 'domain-1',
      domain_name: 'shop.example.com',
      destination: 'webhook',
      error: 'DeliveryTrouble: deliveries to webhook were given up (status 500)',
      jobs_count: failed.length,
      events_count: failed.length * 2,
      last_failed_at: AT,
      filter: { state: 'failed', queue: 'events.deliver', domain_id: 'domain-1', destination: 'webhook' },
    },
  ];
}

function matches(job: QueueJob, filter: Record<string, string | undefined>) {
  if (filter.state && !filter.state.split(',').includes(job.state)) return false;
  if (filter.queue && job.queue !== filter.queue) return false;
  if (filter.domain_id && job.domain_id !== filter.domain_id) return false;
  return !filter.destination || job.destination === filter.destination;
}

/** The queue screen's handlers over `store`. */
export function adminQueuesHandlers(store: QueueStore) {
  const retry = (job: QueueJobRecord) => Object.assign(job, { state: 'completed' as const, error: null });
  return [
    contract.get('/admin/queue-dashboard', () => envelope(dashboardOf(store))),
    contract.get('/admin/queue-failed-deliveries', () => envelope(groupsOf(store))),
    contract.get('/admin/queue-jobs', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.listed.push(params);
      const filter = Object.fromEntries(
        [...params].flatMap(([key, value]) => {
          const name = /^filter\[(.+)\]$/.exec(key)?.[1];
          return name ? [[name, value]] : [];
        }),
      );
      const found = store.jobs.filter((job) => matches(job, filter));
      return listEnvelope(found, { total: found.length });
    }),
    contract.get('/admin/queue-jobs/{id}', ({ params }) => {
      const job = store.jobs.find((entry) => entry.id === params.id);
      return job ? envelope(job) : refusal(404, 'There is no such job');
    }),
    contract.post('/admin/queue-jobs/{id}/action', async ({ params, request }) => {
      const job = store.jobs.find((entry) => entry.id === params.id);
      if (!job) return refusal(404, 'There is no such job');
      const body = (await request.json()) as { action: string; reason: string };
      store.actions.push({ id: params.id, ...body });
      retry(job);
      return envelope({ matched_count: 1, actionable_count: 1, changed_count: 1 });
    }),
    contract.post('/admin/queue-jobs/bulk-action', async ({ request }) => {
      const body = (await request.json()) as {
        action: string;
        filter: Record<string, string>;
        preview?: boolean;
        expected_count?: number;
        reason?: string;
      };
      store.actions.push(body);
      const found = store.jobs.filter((job) => matches(job, body.filter));
      const counts = { matched_count: found.length, actionable_count: found.length };
      if (body.preview) return envelope({ ...counts, changed_count: 0 });
      found.forEach(retry);
      return envelope({ ...counts, changed_count: found.length });
    }),
  ];
}
