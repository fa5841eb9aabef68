// The staff's queue screen on pg-boss: the test server keeps its jobs in pg-boss, as a started server
// does, and works them (event deliveries to a receiver of the test's own).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveringDomain } from '../../../../../tests/server/delivering-domain.ts';
import { useDestinationReceiver } from '../../../../../tests/server/destination-receiver.ts';
import { purchase } from '../../../../../tests/server/event-senders.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { activityLogs } from '../../../db/schema/accounts.ts';
import { events } from '../../../db/schema/events.ts';
import { deliverEvents } from '../../events/delivery/deliver-events.job.ts';

const server = useTestServer({}, { jobBoss: true });
const receiver = useDestinationReceiver(server);

let admin: Awaited<ReturnType<typeof newAdmin>>;
let boss: PgBoss;

async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Queue Admin' });
  return { ...account, api: server().client({ token: account.token }) };
}

beforeAll(async () => {
  admin = await newAdmin();
  const started = server().app.jobs.boss;
  if (!started) throw new Error('the test server keeps no jobs in pg-boss');
  boss = started;
  // A delivery that fails is given up at once rather than after an hour and a half of retries, so that
  // it fails (as the last of its tries would) within the test.
  await boss.updateQueue(deliverEvents.name, { retryLimit: 0 });
  // A busy test machine answers slowly: a delivery fails for the webhook's refusal, not a time-out.
  server().config.delivery.timeoutMs = 10_000;
});

/** Resolves with what `check` answers once it answers something, polling every 50 ms for 20 s. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `value`, which the test has just made sure exists. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

/** A queue of the test's own, nobody working it, so its jobs stay where the test puts them. */
async function idleQueue(label: string) {
  const name = `test.${label}_${randomUUID().slice(0, 8)}`;
  await boss.createQueue(name, { retryLimit: 0 });
  return name;
}

/** Inserts jobs with `data` into `queue`; answers their ids in order. */
async function insertJobs(queue: string, data: object[], options: { startAfter?: Date } = {}) {
  const ids: string[] = [];
  for (const item of data) {
    const id = await boss.send(queue, item, options);
    if (!id) throw new Error('the job was not queued');
    ids.push(id);
  }
  return ids;
}

/** Takes one job of `queue` and completes or fails it, as a worker would. */
async function settleOne(queue: string, outcome: 'complete' | 'fail') {
  const [job] = await boss.fetch(queue);
  if (!job) throw new Error(`no job waits in ${queue}`);
  if (outcome === 'complete') await boss.complete(queue, job.id);
  else await boss.fail(queue, job.id, { message: 'Error: the mail server is down\n    at stack' });
  return job.id;
}

/** The webhook's delivery entry of each event of `domainId`. */
async function webhookStatuses(domainId: string) {
  const rows = await server().db.select().from(events).where(eq(events.domainId, domainId));
  return rows.map((row) => row.deliveries.find((entry) => entry.service === 'webhook')?.status);
}

/** Waits until no delivery job of `domainId` is waiting or running. */
async function deliveriesSettled(domainId: string) {
  await eventually(async () => {
    const jobs = await boss.findJobs(deliverEvents.name, { data: { domainId } });
    const busy = jobs.some((job) => ['created', 'retry', 'active'].includes(job.state));
    return jobs.length && !busy ? true : undefined;
  });
}

/** A keyed domain forwarding to the receiver, its webhook refusing (500) until `fixed` says otherwise. */
async function failingDeliveries(batches: number[]) {
  receiver().answerWith((request) => ({ status: request.path.startsWith('/hook') ? 500 : 200 }));
  const sender = await deliveringDomain(server(), receiver().url);
  for (const size of batches) {
    const { response } = await sender.send(Array.from({ length: size }, () => purchase()));
    expect(response.status).toBe(202);
  }
  await deliveriesSettled(sender.domain.id);
  return sender;
}

describe('the queue dashboard', () => {
  it('counts each queue’s jobs by state, with the last hour’s history and throughput', async () => {
    const queue = await idleQueue('counts');
    await insertJobs(queue, [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }]);
    await insertJobs(queue, [{ n: 6 }], { startAfter: new Date(Date.now() + 3_600_000) });
    await settleOne(queue, 'complete');
    await settleOne(queue, 'fail');

    const { data } = await admin.api.GET('/admin/queue-dashboard');
    expect(data?.data.driver).toBe('database');
    expect(data?.data.workers).toBeGreaterThanOrEqual(1);
    const stats = data?.data.queues.find((entry) => entry.name === queue);
    expect(stats).toMatchObject({ waiting: 3, delayed: 1, active: 0, completed: 1, failed: 1 });
    expect(stats?.throughput.per_hour).toBe(2);
    expect(stats?.history).toHaveLength(60);
    expect(stats?.history?.at(-1)).toMatchObject({ completed: 1, failed: 1 });
    expect(data?.data.queues.map((entry) => entry.name)).toContain(deliverEvents.name);
    const failure = data?.data.recent_failed_jobs.find((job) => job.queue === queue);
    expect(failure).toMatchObject({ error: 'Error: the mail server is down', attempts: 1 });
  });
});

describe('the jobs list', () => {
  it('filters by state, queue and values in the data, newest first, a page at a time', async () => {
    const queue = await idleQueue('list');
    const [oldWebhook, meta, newWebhook] = await insertJobs(queue, [
      { domainId: 'domain-a', service: 'webhook', n: 1 },
      { domainId: 'domain-a', service: 'meta_capi', n: 2 },
      { domainId: 'domain-a', service: 'webhook', n: 3 },
      { domainId: 'domain-b', service: 'webhook', n: 4 },
    ]);
    const list = async (filter: Record<string, string>, page = 1) => {
      const { data, error } = await admin.api.GET('/admin/queue-jobs', {
        params: { query: { filter: { queue, ...filter }, per_page: 2, page } },
      });
      if (!data) throw new Error(JSON.stringify(error));
      return { ids: data.data.map((job) => job.id), total: data.meta.total };
    };

    expect(await list({ domain_id: 'domain-a', destination: 'webhook' })).toEqual({
      ids: [newWebhook, oldWebhook],
      total: 2,
    });
    expect(await list({ data: '{"service":"meta_capi"}' })).toEqual({ ids: [meta], total: 1 });
    expect((await list({ state: 'created' })).total).toBe(4);
    expect((await list({ state: 'created' }, 2)).ids).toHaveLength(2);
    expect(await list({ state: 'failed,completed' })).toEqual({ ids: [], total: 0 });

    const { data: newest } = await admin.api.GET('/admin/queue-jobs', {
      params: { query: { filter: { queue } } },
    });
    const first = newest?.data[0];
    expect(first).toMatchObject({ queue, state: 'created', domain_id: 'domain-b', destination: 'webhook' });

    for (const [filter, field] of [
      [{ state: 'sleeping' }, 'filter[state]'],
      [{ data: '[1, 2]' }, 'filter[data]'],
      [{ colour: 'red' }, 'filter[colour]'],
    ] as const) {
      const { error, response } = await admin.api.GET('/admin/queue-jobs', {
        params: { query: { filter } },
      });
      expect(response.status).toBe(422);
      expect(Object.keys(error?.errors ?? {})).toEqual([field]);
    }
  });

  it('pages through every queue’s jobs newest first, jobs created in the same instant by id', async () => {
    const queues = [await idleQueue('merged_a'), await idleQueue('merged_b')];
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    for (const [index, queue] of queues.entries()) {
      await insertJobs(queue, [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4, settings: { pixel: 'p-1', on: true } }]);
      // Newer than any other test's job and all in one instant, so only their ids order them: the
      // first sent has the highest (n = 1 of the first queue …98, of the second …97, n = 2 …96 …).
      await server().db.execute(
        sql`update pgboss.job set created_on = ${tomorrow}::timestamptz,
          id = ('00000000-0000-4000-8000-' || lpad((100 - 2 * (data ->> 'n')::int - ${index})::text, 12, '0'))::uuid
          where name = ${queue}`,
      );
    }
    const idOf = (n: number, index: number) =>
      `00000000-0000-4000-8000-${String(100 - 2 * n - index).padStart(12, '0')}`;
    const page = async (query: { page: number; filter?: Record<string, string> }) => {
      const { data, error } = await admin.api.GET('/admin/queue-jobs', {
        params: { query: { per_page: 3, ...query } },
      });
      if (!data) throw new Error(JSON.stringify(error));
      return { ids: data.data.map((job) => job.id), total: data.meta.total };
    };

    const pages = [await page({ page: 1 }), await page({ page: 2 }), await page({ page: 3 })];
    expect(pages.flatMap((each) => each.ids).slice(0, 8)).toEqual(
      [1, 2, 3, 4].flatMap((n) => [idOf(n, 0), idOf(n, 1)]),
    );
    // A filter on the data: scalars compared whole, an object contained; counted past the last page.
    const nested = { data: '{"settings":{"pixel":"p-1"}}' };
    expect(await page({ page: 1, filter: { ...nested, queue: must(queues[1]) } })).toEqual({
      ids: [idOf(4, 1)],
      total: 1,
    });
    expect(await page({ page: 4, filter: nested })).toEqual({ ids: [], total: 2 });
    expect(await page({ page: 1, filter: { data: '{"n":1}', queue: must(queues[0]) } })).toEqual({
      ids: [idOf(1, 0)],
      total: 1,
    });
    expect((await page({ page: 1, filter: { data: '{"n":"1"}' } })).total).toBe(0);
  });
});

describe('a job’s record', () => {
  it('shows its data and output with every secret masked, and its tries and timing', async () => {
    const queue = await idleQueue('record');
    const [id] = await insertJobs(queue, [
      {
        domainId: 'domain-r',
        settings: { pixel_id: '1234567890123', access_token: 'EAAB-secret-token' },
        destinations: [{ url: 'https://hooks.example.test', signing_secret: 'whsec-123' }],
        password: 'hunter2',
        apiKey: 'tl_live_abc',
      },
    ]);
    const { data } = await admin.api.GET('/admin/queue-jobs/{id}', { params: { path: { id: must(id) } } });
    expect(data?.data).toMatchObject({
      id,
      queue,
      state: 'created',
      retry_count: 0,
      retry_limit: 0,
      domain_id: 'domain-r',
      data: {
        domainId: 'domain-r',
        settings: { pixel_id: '1234567890123', access_token: '********' },
        destinations: [{ url: 'https://hooks.example.test', signing_secret: '********' }],
        password: '********',
        apiKey: '********',
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/EAAB|whsec|hunter2|tl_live/);

    for (const missing of [randomUUID(), 'not-a-job-id']) {
      const { response } = await admin.api.GET('/admin/queue-jobs/{id}', {
        params: { path: { id: missing } },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe('failed deliveries', () => {
  it('groups them by domain, destination and error, and a failed job retried through the API is delivered', async () => {
    const sender = await failingDeliveries([2, 1]);
    expect(await webhookStatuses(sender.domain.id)).toEqual(['failed', 'failed', 'failed']);

    const { data: groups } = await admin.api.GET('/admin/queue-failed-deliveries');
    const mine = groups?.data.filter(
      (group) => group.domain_id === sender.domain.id && group.destination === 'webhook',
    );
    expect(mine).toEqual([
      {
        domain_id: sender.domain.id,
        domain_name: sender.domain.name,
        destination: 'webhook',
        error: 'DeliveryTrouble: deliveries to webhook were given up (status 500)',
        jobs_count: 2,
        events_count: 3,
        last_failed_at: expect.any(Date) as Date,
        filter: {
          state: 'failed',
          queue: deliverEvents.name,
          domain_id: sender.domain.id,
          destination: 'webhook',
        },
      },
    ]);

    // The webhook is fixed; one job is retried from the queue screen.
    receiver().answerWith(() => ({ status: 200 }));
    const { data: failed } = await admin.api.GET('/admin/queue-jobs', {
      params: { query: { filter: { ...mine?.[0]?.filter } } },
    });
    const job = must(failed?.data[0]);
    const { data, error } = await admin.api.POST('/admin/queue-jobs/{id}/action', {
      params: { path: { id: job.id } },
      body: { action: 'retry', reason: 'The webhook is fixed' },
    });
    expect(error).toBeUndefined();
    expect(data?.data).toEqual({ matched_count: 1, actionable_count: 1, changed_count: 1 });
    await deliveriesSettled(sender.domain.id);
    const { data: retried } = await admin.api.GET('/admin/queue-jobs/{id}', {
      params: { path: { id: job.id } },
    });
    expect(retried?.data.state).toBe('completed');
    // The job's own events are delivered; the other job's stay failed.
    const carried = (retried?.data.data?.events as unknown[]).length;
    const statuses = await webhookStatuses(sender.domain.id);
    expect(statuses.filter((status) => status === 'processed')).toHaveLength(carried);
    expect(statuses.filter((status) => status === 'failed')).toHaveLength(3 - carried);

    const [entry] = await server()
      .db.select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectId, job.id), eq(activityLogs.action, 'admin.job.retried')));
    expect(entry?.properties).toMatchObject({ reason: 'The webhook is fixed', target: deliverEvents.name });
  });

  it('retries every job matching a filter once its count is confirmed, and they are delivered', async () => {
    const sender = await failingDeliveries([1, 2, 1]);
    receiver().answerWith(() => ({ status: 200 }));
    const filter = {
      state: 'failed',
      queue: deliverEvents.name,
      domain_id: sender.domain.id,
      destination: 'webhook',
    };
    const bulk = (body: Record<string, unknown>) =>
      admin.api.POST('/admin/queue-jobs/bulk-action', {
        body: { action: 'retry', filter, ...body } as never,
      });

    const { data: preview } = await bulk({ preview: true });
    expect(preview?.data).toEqual({ matched_count: 3, actionable_count: 3, changed_count: 0 });
    expect(await webhookStatuses(sender.domain.id)).toEqual(['failed', 'failed', 'failed', 'failed']);

    const stale = await bulk({ expected_count: 2, reason: 'The webhook is fixed' });
    expect(stale.response.status).toBe(422);
    expect(Object.keys(stale.error?.errors ?? {})).toEqual(['expected_count']);
    const unexplained = await bulk({ expected_count: 3 });
    expect(Object.keys(unexplained.error?.errors ?? {})).toEqual(['reason']);

    const { data } = await bulk({ expected_count: 3, reason: 'The webhook is fixed' });
    expect(data?.data).toEqual({ matched_count: 3, actionable_count: 3, changed_count: 3 });
    await deliveriesSettled(sender.domain.id);
    expect(await webhookStatuses(sender.domain.id)).toEqual([
      'processed',
      'processed',
      'processed',
      'processed',
    ]);
    const { data: after } = await bulk({ preview: true });
    expect(after?.data.matched_count).toBe(0);
    const audited = await server()
      .db.select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'admin.job.retried'));
    expect(audited.length).toBeGreaterThanOrEqual(4);
  });
});

describe('cancelling and deleting', () => {
  it('cancels a waiting job, refuses to cancel a finished one, deletes any, each with its reason logged', async () => {
    const queue = await idleQueue('cancel');
    const [waiting, other] = await insertJobs(queue, [{ n: 1 }, { n: 2 }]);
    const done = await settleOne(queue, 'complete');
    const act = (id: string, action: 'retry' | 'cancel' | 'delete') =>
      admin.api.POST('/admin/queue-jobs/{id}/action', {
        params: { path: { id } },
        body: { action, reason: `Tidying ${queue}` },
      });
    const stateOf = async (id: string) =>
      (await admin.api.GET('/admin/queue-jobs/{id}', { params: { path: { id } } })).data?.data.state;

    // `waiting` was fetched first by settleOne: the other one is still waiting.
    const stillWaiting = must(done === waiting ? other : waiting);
    const cancel = await act(stillWaiting, 'cancel');
    expect(cancel.error).toBeUndefined();
    expect(cancel.data?.data.changed_count).toBe(1);
    expect(await stateOf(stillWaiting)).toBe('cancelled');

    const refused = await act(done, 'cancel');
    expect(refused.response.status).toBe(422);
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['action']);
    expect((await act(done, 'retry')).response.status).toBe(422);

    expect((await act(done, 'delete')).data?.data.changed_count).toBe(1);
    expect(
      (await admin.api.GET('/admin/queue-jobs/{id}', { params: { path: { id: done } } })).response.status,
    ).toBe(404);

    const entries = await server().db.select().from(activityLogs).where(eq(activityLogs.subjectType, 'job'));
    const mine = entries.filter((entry) => [stillWaiting, done].includes(entry.subjectId ?? ''));
    expect(mine.map((entry) => entry.action).sort()).toEqual(['admin.job.cancelled', 'admin.job.deleted']);
    for (const entry of mine) expect(entry.properties).toMatchObject({ reason: `Tidying ${queue}` });

    // Every job a filter matches: the preview counts, the action cancels what is not finished.
    await insertJobs(queue, [{ n: 3 }, { n: 4 }]);
    const { data: preview } = await admin.api.POST('/admin/queue-jobs/bulk-action', {
      body: { action: 'cancel', filter: { queue }, preview: true },
    });
    expect(preview?.data).toEqual({ matched_count: 3, actionable_count: 2, changed_count: 0 });
    const { data: cancelled } = await admin.api.POST('/admin/queue-jobs/bulk-action', {
      body: { action: 'delete', filter: { queue, state: 'cancelled' }, reason: 'Clearing the cancelled' },
    });
    expect(cancelled?.data).toEqual({ matched_count: 1, actionable_count: 1, changed_count: 1 });
  });
});
