import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { inProcessJobQueue, type JobQueue } from './job-queue.ts';
import { keepRequestScope } from './request-scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work handed off by requests (`request.server.jobs` in a handler). */
    jobs: JobQueue;
  }
}

/**
 * Gives the app its job queue, whose jobs carry the id of the request that queued them: `context.jobs` when the app is started for real (pg-boss, see
 * start-server.ts), otherwise one that runs jobs in this process (in-process HTTP tests). Closing the
 * app waits for the jobs under way in a preClose hook, which runs before every onClose hook, so before
 * whoever started the app stops pg-boss and closes the database and the mailer.
 */
export function registerJobQueue(app: FastifyInstance, context: AppContext & { jobs?: JobQueue }) {
  const jobs = context.jobs ?? inProcessJobQueue(context, app.log);
  app.decorate('jobs', jobs);
  keepRequestScope(app);
  app.addHook('preClose', async () => {
    await jobs.settled();
  });
}
