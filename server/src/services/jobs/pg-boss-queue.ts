import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type Db, type Queue } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import { rowsOf, type Database, type DatabaseHandle } from '../../db/database.ts';
import { logFailedTry, type Job, type JobQueue } from './job-queue.ts';
import { jobLog, withRequestId } from './request-scope.ts';

/** pg-boss's connections to a PostgreSQL server, beside the app's own pool of 10. */
const BOSS_CONNECTIONS = 4;
/** Workers of one kind of job in one process, each running the jobs of its last fetch at once. */
const CONCURRENCY = 4;
/** Jobs one worker fetches at a time. */
const BATCH_SIZE = 4;
/** What this app sets on its queues; `policy` only counts when the queue is made. */
type QueueOptions = Pick<
  Queue,
  | 'policy'
  | 'retryLimit'
  | 'retryDelay'
  | 'retryBackoff'
  | 'retryDelayMax'
  | 'expireInSeconds'
  | 'heartbeatSeconds'
  | 'deleteAfterSeconds'
  | 'notify'
>;

/** How often workers of jobs with retries of their own look for retries that are due. */
const RETRY_POLL_SECONDS = 2;

/** How long stopping waits for the jobs under way; pg-boss hands back what is left for the next start. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * A request's job that fails (the mail server is down) is tried again three times, after about 30 s,
 * 1 and 2 minutes; a job running for 5 minutes has hung and is failed. `notify` wakes the workers at
 * once, so a mailed link does not wait for the next poll.
 */
const REQUEST_JOBS: QueueOptions = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 300,
  notify: true,
};

/**
 * How often pg-boss looks for jobs whose heartbeat stopped (and its other upkeep): every 10 s rather than
 * every minute, so the deliveries a killed process had in hand start again within about half a minute.
 */
const MAINTENANCE = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };

/**
 * pg-boss on the app's database, in its own `pgboss` schema, which its first start creates: through
 * PGlite's adapter on the embedded database, through its own connections on a PostgreSQL server. Not
 * started yet (`startJobBoss`).
 */
export function createJobBoss(database: DatabaseHandle): PgBoss {
  if (database.pglite) {
    return new PgBoss({
      db: fromPglite(database.pglite),
      backend: 'pglite',
      useListenNotify: true,
      ...MAINTENANCE,
    });
  }
  if (!database.url) throw new Error('pg-boss needs the embedded database or a PostgreSQL URL');
  return new PgBoss({
    connectionString: database.url,
    max: BOSS_CONNECTIONS,
    useListenNotify: true,
    ...MAINTENANCE,
  });
}

/** Starts pg-boss (creating or updating its schema), its errors and warnings going to `log`. */
export async function startJobBoss(boss: PgBoss, log: FastifyBaseLogger) {
  boss.on('error', (error) => log.error({ err: error }, 'the job queue failed'));
  boss.on('warning', (warning) => log.warn({ warning }, 'the job queue warns'));
  await boss.start();
}

/** Stops taking jobs and waits a while for those under way; call it before the database closes. */
export async function stopJobBoss(boss: PgBoss) {
  await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
}

/**
 * Makes queue `name` with `options`, or brings an existing one's options up to date (its policy stays
 * as it was made).
 */
export async function ensureQueue(boss: PgBoss, name: string, { policy, ...options }: QueueOptions) {
  await boss.createQueue(name, { policy, ...options });
  // pg-boss refuses an update with nothing in it.
  if (Object.keys(options).length) await boss.updateQueue(name, options);
}

/**
 * pg-boss's way into a Drizzle transaction: its statements, with their `$n` placeholders, become Drizzle
 * SQL with the same values bound, run by `tx` (pass it as the `db` option of a pg-boss call).
 */
export function transactionExecutor(tx: Pick<Database, 'execute'>): Db {
  return {
    async executeSql(text, values = []) {
      // split() with a capturing group leaves the text at even indexes and placeholder numbers at odd.
      // Each value is bound as one parameter: Drizzle would spread an array (a list of ids) into many.
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, index) => (index % 2 ? sql`${sql.param(values[Number(part) - 1])}` : sql.raw(part))),
      );
      return { rows: await rowsOf<never>(tx, query) };
    },
  };
}

/** A job queue kept by pg-boss; `work` makes the queues and starts working them in this process. */
export interface PgBossJobQueue extends JobQueue {
  work(context: AppContext, log: FastifyBaseLogger): Promise<void>;
}

/**
 * Queues `jobs` in pg-boss (`send` is `boss.send`) and, once `work` has run, works each of them here:
 * a few at a time per kind, a failure logged with the job's name and retried as `REQUEST_JOBS` says.
 * Jobs queued before a restart run after it.
 */
export function pgBossJobQueue(boss: PgBoss, jobs: readonly Job<never>[]): PgBossJobQueue {
  const names = new Set(jobs.map((job) => job.name));
  const running = new Set<Promise<void>>();

  async function run(
    job: Job<never>,
    context: AppContext,
    log: FastifyBaseLogger,
    { data, retryCount, retryLimit }: { data: object; retryCount: number; retryLimit: number },
  ) {
    const attempt = { retry: retryCount, last: retryCount >= retryLimit };
    try {
      await job.run(context, data as never, attempt);
    } catch (error) {
      logFailedTry(jobLog(log, data), job.name, error, attempt);
      throw error;
    }
  }

  return {
    boss,
    async work(context, log) {
      for (const job of jobs) {
        const retries = typeof job.retries === 'function' ? job.retries(context.config) : job.retries;
        await ensureQueue(
          boss,
          job.name,
          retries ? { ...retries, retryBackoff: true, notify: true } : REQUEST_JOBS,
        );
        const options = {
          localConcurrency: CONCURRENCY,
          // A few jobs per fetch, fetched again at once while fetches come back full: a backlog drains
          // without waiting for a poll between jobs. Each job of a batch succeeds or fails on its own.
          batchSize: BATCH_SIZE,
          burstWhenBatchFull: true,
          perJobResults: true,
          includeMetadata: true,
          // NOTIFY wakes workers for new jobs, not for a retry whose delay has passed: that waits for a
          // poll, every 30 s by default, which would stretch a 15 s retry to 45.
          ...(retries && { notifyPollingIntervalSeconds: RETRY_POLL_SECONDS }),
        } as const;
        await boss.work<object, unknown, typeof options>(job.name, options, async (batch) => {
          const done = Promise.all(
            batch.map(async (taken) => {
              try {
                await run(job, context, log, taken);
                return { id: taken.id, status: 'completed' as const };
              } catch (error) {
                return { id: taken.id, status: 'failed' as const, output: { message: String(error) } };
              }
            }),
          );
          const settled = done.then(() => undefined);
          running.add(settled);
          try {
            return await done;
          } finally {
            running.delete(settled);
          }
        });
      }
    },
    async send(job, data) {
      // Its queue would not exist, and nothing would work it.
      if (!names.has(job.name)) throw new Error(`the job ${job.name} was defined after the app started`);
      await boss.send(job.name, withRequestId(data));
    },
    async sendInTransaction(tx, job, dataList) {
      if (!names.has(job.name)) throw new Error(`the job ${job.name} was defined after the app started`);
      if (dataList.length) {
        await boss.insert(
          job.name,
          dataList.map((data) => ({ data: withRequestId(data) })),
          { db: transactionExecutor(tx) },
        );
      }
      return () => {};
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
