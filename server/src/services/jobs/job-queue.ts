import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** A kind of work done after the answer: its name and what it does with its data. */
export interface Job<Data> {
  name: string;
  run(context: AppContext, data: Data): Promise<void>;
}

/** A job whose `data` is plain JSON, as a queue stored in PostgreSQL keeps it. */
export function defineJob<Data>(name: string, run: Job<Data>['run']): Job<Data> {
  return { name, run };
}

/**
 * Work a request hands off so its answer does not wait for it (and does not take longer when there is
 * work to do: see the forgot-password and magic-link handlers).
 *
 * DESIGN.md names pg-boss for jobs; it is not installed yet, so `inProcessJobQueue` runs them in this
 * process. pg-boss takes its place behind this interface: `send` becomes `boss.send(job.name, data)`
 * and each job gets a `boss.work(job.name, …)` at start. Until then a job still queued when the process
 * dies is lost (a mailed link is asked for again) and a failed job is logged, not retried.
 */
export interface JobQueue {
  /** Queues `data` for `job`; resolves once it is queued, not once it has run. */
  send<Data>(job: Job<Data>, data: Data): Promise<void>;
  /** Resolves once every job queued so far has run (and those they queued). */
  settled(): Promise<void>;
}

/** Jobs running at once: mail goes out in parallel, yet a burst of requests cannot start thousands. */
const CONCURRENCY = 4;

/**
 * Runs jobs in this process, after the current request's answer, a few at a time, in the order they
 * were queued. Data goes through JSON, as it would through PostgreSQL, so no job relies on a live
 * object. A failure is logged with the job's name.
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

  return {
    send(job, data) {
      const copy = JSON.parse(JSON.stringify(data)) as typeof data;
      waiting.push(async () => {
        try {
          await job.run(context, copy);
        } catch (error) {
          log.error({ err: error, job: job.name }, 'a job failed');
        }
      });
      // After the current request's answer has been written.
      setImmediate(next);
      return Promise.resolve();
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
