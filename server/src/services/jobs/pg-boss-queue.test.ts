import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../../tests/server/test-database.ts';
import type { AppContext } from '../../app-context.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { defineJob, TryAgainLater, type JobAttempt } from './job-queue.ts';
import { createJobBoss, ensureQueue, pgBossJobQueue, startJobBoss, stopJobBoss } from './pg-boss-queue.ts';

let database: DatabaseHandle;
let context: AppContext;

beforeAll(async () => {
  database = await openTestDatabase();
  context = { db: database.db } as AppContext;
});
afterAll(async () => {
  await database.close();
});

function quietLog() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn<(fields: { job: string }, message: string) => void>>;
    warn: ReturnType<typeof vi.fn<(fields: { job: string; retry: number }, message: string) => void>>;
  };
}

/** pg-boss on this file's database, started, and stopped by `stop`. */
async function startedBoss(log = quietLog()) {
  const boss = createJobBoss(database);
  await startJobBoss(boss, log);
  return boss;
}

/** Resolves with what `check` answers once it answers something, polling every 50 ms for 10 s. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pgBossJobQueue', () => {
  let boss: PgBoss;
  afterAll(async () => {
    await stopJobBoss(boss);
  });

  it('runs a sent job in a worker of this process, with a JSON copy of its data', async () => {
    const seen: unknown[] = [];
    const job = defineJob<{ when: Date }>('test.boss_copy', async (_context, data) => {
      seen.push(data);
    });
    boss = await startedBoss();
    const queue = pgBossJobQueue(boss, [job]);
    await queue.work(context, quietLog());
    await queue.send(job, { when: new Date(0) });
    await eventually(() => seen[0]);
    expect(seen).toEqual([{ when: '1970-01-01T00:00:00.000Z' }]);
  });

  it('logs a failed job with its name and keeps it for a retry', async () => {
    const log = quietLog();
    const failing = defineJob<object>('test.boss_failing', () => Promise.reject(new Error('no mail server')));
    const queue = pgBossJobQueue(boss, [failing]);
    await queue.work(context, log);
    await queue.send(failing, {});
    await eventually(() => (log.error.mock.calls.length ? true : undefined));
    const [[fields, message]] = log.error.mock.calls as [[{ job: string; err: Error }, string]];
    expect(fields.job).toBe('test.boss_failing');
    expect(fields.err.message).toBe('no mail server');
    expect(message).toBe('a job failed');
    // The worker logs before pg-boss records the failure, so the state is awaited rather than read once.
    const state = await eventually(async () => {
      const [stored] = await boss.findJobs('test.boss_failing');
      return stored?.state === 'active' ? undefined : stored?.state;
    });
    expect(state).toBe('retry');
  });

  it('retries a job with retries of its own as they say, telling each run which try it is', async () => {
    const tries: JobAttempt[] = [];
    const flaky = defineJob<object>(
      'test.boss_flaky',
      async (_context, _data, attempt) => {
        tries.push(attempt);
        if (!attempt.last) throw new Error('the destination is down');
      },
      { retryLimit: 1, retryDelay: 1, retryDelayMax: 1, expireInSeconds: 60 },
    );
    const queue = pgBossJobQueue(boss, [flaky]);
    await queue.work(context, quietLog());
    await queue.send(flaky, {});
    await eventually(() => (tries.length === 2 ? true : undefined));
    expect(tries).toEqual([
      { retry: 0, last: false },
      { retry: 1, last: true },
    ]);
    expect(await boss.getQueue('test.boss_flaky')).toMatchObject({ retryLimit: 1, retryBackoff: true });
  });

  it('logs each try of trouble expected to pass as a warning, and its giving up once as an error', async () => {
    const log = quietLog();
    const tries: JobAttempt[] = [];
    const down = defineJob<object>(
      'test.boss_down',
      async (_context, _data, attempt) => {
        tries.push(attempt);
        throw new TryAgainLater('the destination is down');
      },
      { retryLimit: 2, retryDelay: 1, retryDelayMax: 1, expireInSeconds: 60 },
    );
    const queue = pgBossJobQueue(boss, [down]);
    await queue.work(context, log);
    await queue.send(down, {});
    await eventually(() => (log.error.mock.calls.length ? true : undefined));
    expect(tries.map((attempt) => attempt.retry)).toEqual([0, 1, 2]);
    expect(log.warn.mock.calls.map(([fields, message]) => [fields.job, fields.retry, message])).toEqual([
      ['test.boss_down', 0, 'a job will be tried again'],
      ['test.boss_down', 1, 'a job will be tried again'],
    ]);
    expect(log.error.mock.calls.map(([fields, message]) => [fields.job, message])).toEqual([
      ['test.boss_down', 'a job was given up'],
    ]);
  });

  it('queues jobs as part of a transaction: they run once it commits, never when it rolls back', async () => {
    const seen: unknown[] = [];
    const job = defineJob<{ n: number }>('test.boss_in_transaction', async (_context, data) => {
      seen.push(data);
    });
    const queue = pgBossJobQueue(boss, [job]);
    await queue.work(context, quietLog());
    const rolledBack = database.db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, job, [{ n: 1 }]);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    await database.db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, job, [{ n: 2 }, { n: 3 }]);
    });
    await eventually(() => (seen.length >= 2 ? true : undefined));
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 2 }, { n: 3 }]));
  });

  it('refuses a job it was not given at the start, which nothing would work', async () => {
    const stray = defineJob<object>('test.boss_stray', async () => {});
    await expect(pgBossJobQueue(boss, []).send(stray, {})).rejects.toThrow(/test.boss_stray/);
  });
});

describe('pg-boss across a restart', () => {
  it('runs after the next start a job queued before the server stopped', async () => {
    const seen: unknown[] = [];
    const job = defineJob<{ n: number }>('test.boss_restart', async (_context, data) => {
      seen.push(data);
    });
    const before = await startedBoss();
    // Queued while nothing works the queue, as when the server stops before a worker took the job.
    await ensureQueue(before, job.name, {});
    await before.send(job.name, { n: 1 });
    await stopJobBoss(before);

    const after = await startedBoss();
    try {
      const queue = pgBossJobQueue(after, [job]);
      await queue.work(context, quietLog());
      await eventually(() => seen[0]);
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await stopJobBoss(after);
    }
  });
});
