import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { jobLog, withRequestId } from './request-scope.ts';

/** Which try of a job this run is: a job that throws is tried again until its `retryLimit`. */
export interface JobAttempt {
  /** 0 on the first try. */
  retry: number;
  /** No further try follows this one, whatever it does. */
  last: boolean;
}

/**
 * How pg-boss retries a job that throws: `retryLimit` more tries, the first after `retryDelay` seconds,
 * doubling (with jitter) up to `retryDelayMax`; a try running longer than `expireInSeconds` has hung.
 */
export interface JobRetries {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax: number;
  expireInSeconds: number;
  /**
   * A worker of a running job beats this often (at least 10 s); a job whose heartbeat stops (its process
   * was killed) is tried again then, rather than after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
}

/**
 * Thrown by a try that met trouble expected to pass (a destination that is down): the job is tried again
 * as its retries say, and each such try is logged as a warning. Thrown on the last try, it is logged
 * once as an error: the work was given up.
 */
export class TryAgainLater extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TryAgainLater';
  }
}

/**
 * Logs a try of job `job` that threw `error`: a warning when it is to be tried again for trouble expected
 * to pass (`TryAgainLater`), an error otherwise, and when that trouble outlasted the last try.
 */
export function logFailedTry(log: FastifyBaseLogger, job: string, error: unknown, attempt: JobAttempt) {
  if (!(error instanceof TryAgainLater)) log.error({ err: error, job }, 'a job failed');
  else if (attempt.last) log.error({ err: error, job }, 'a job was given up');
  else log.warn({ err: error, job, retry: attempt.retry }, 'a job will be tried again');
}

/** A kind of work done after the answer: its name, what it does with its data and how it is retried. */
export interface Job<Data> {
  name: string;
  run(context: AppContext, data: Data, attempt: JobAttempt): Promise<void>;
  /** Its retries, or how the server's configuration sets them. */
  retries?: JobRetries | ((config: ServerConfig) => JobRetries);
}

/**
 * A job whose `data` is a plain JSON object, as pg-boss keeps it in PostgreSQL. `name` is also its
 * pg-boss queue's name (letters, digits, `.`, `_`, `-`). `retries` replaces the request jobs' policy.
 */
export function defineJob<Data extends object>(
  name: string,
  run: Job<Data>['run'],
  retries?: Job<Data>['retries'],
): Job<Data> {
  if (defined.has(name)) throw new Error(`two jobs are named ${name}`);
  const job = { name, run, retries };
  defined.set(name, job);
  return job;
}

/** Every job defined so far, by name: the modules that define them are loaded with the app. */
const defined = new Map<string, Job<never>>();

/**
 * The jobs the app can queue, so that pg-boss works each of them from the start, also those queued
 * before a restart. A job is defined once, at module load (a `const` beside the handler that sends it).
 */
export function definedJobs(): readonly Job<never>[] {
  return [...defined.values()];
}

/**
 * Work a request hands off so its answer does not wait for it (and does not take longer when there is
 * work to do: see the forgot-password and magic-link handlers).
 *
 * The server started for real (start-server.ts) queues jobs in pg-boss (`pgBossJobQueue`): they are
 * rows in the database, so one still queued when the process stops runs after the next start, and a
 * failed one is retried. In-process HTTP tests keep `inProcessJobQueue`, which runs them in this
 * process and loses what is still queued when it stops.
 */
export interface JobQueue {
  /** Queues `data` for `job`; resolves once it is queued, not once it has run. */
  send<Data extends object>(job: Job<Data>, data: Data): Promise<void>;
  /**
   * Queues one `job` per item of `dataList` as part of transaction `tx`, so the jobs exist exactly when
   * what the transaction wrote does (on pg-boss they are rows of that transaction). Call the function it
   * answers once `tx` has committed: the in-process queue starts the jobs then.
   */
  sendInTransaction<Data extends object>(
    tx: Pick<Database, 'execute'>,
    job: Job<Data>,
    dataList: Data[],
  ): Promise<() => void>;
  /**
   * Resolves once the jobs queued so far have run (and those they queued). On pg-boss only the jobs
   * this process is running are waited for: the others wait in the database for whoever takes them.
   */
  settled(): Promise<void>;
  /** The pg-boss keeping the jobs, for the staff's queue screen; absent where jobs run in process. */
  boss?: PgBoss;
}

/** Jobs running at once: mail goes out in parallel, yet a burst of requests cannot start thousands. */
const CONCURRENCY = 4;

/**
 * Runs jobs in this process, after the current request's answer, a few at a time, in the order they
 * were queued. Data goes through JSON, as it does through pg-boss, so no job relies on a live object.
 * A failure is logged with the job's name and not retried: every run is the last try.
 */
export function inProcessJobQueue(context: AppContext, log: FastifyBaseLogger): JobQueue {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let idle: { promise: Promise<void>; resolve: () => void } | undefined;

  function next() {
    while (running < CONCURRENCY) {
      const task = waiting.shift();
      if (!task) break;
      running += 1;
      void task().finally(() => {
        running -= 1;
        next();
      });
    }
    if (running === 0 && waiting.length === 0 && idle) {
      idle.resolve();
      idle = undefined;
    }
  }

  function queue<Data extends object>(job: Job<Data>, data: Data) {
    const copy = JSON.parse(JSON.stringify(withRequestId(data))) as typeof data;
    waiting.push(async () => {
      const attempt = { retry: 0, last: true };
      try {
        await job.run(context, copy, attempt);
      } catch (error) {
        logFailedTry(jobLog(log, copy), job.name, error, attempt);
      }
    });
    // After the current request's answer has been written.
    setImmediate(next);
  }

  return {
    send(job, data) {
      queue(job, data);
      return Promise.resolve();
    },
    sendInTransaction(_tx, job, dataList) {
      return Promise.resolve(() => dataList.forEach((data) => queue(job, data)));
    },
    settled() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      if (!idle) {
        let resolve = () => {};
        const promise = new Promise<void>((done) => (resolve = done));
        idle = { promise, resolve };
      }
      return idle.promise;
    },
  };
}
