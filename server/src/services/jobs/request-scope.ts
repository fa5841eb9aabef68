import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const requests = new AsyncLocalStorage<string>();

/**
 * Keeps each request's id for the work it does (Fastify's `onRequest` hook runs the rest of the
 * request inside the scope), so the jobs it queues carry it, as its log lines and activity entries do.
 */
export function keepRequestScope(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    requests.run(request.id, done);
  });
}

/** `data` with the id of the request queuing it as `requestId`, when a request is queuing it. */
export function withRequestId<Data extends object>(data: Data): Data {
  const requestId = requests.getStore();
  return requestId === undefined ? data : { ...data, requestId };
}

/** `log` for a job whose `data` a request queued: its lines carry that request's id, as the request's own do. */
export function jobLog(log: FastifyBaseLogger, data: object): FastifyBaseLogger {
  const { requestId } = data as { requestId?: unknown };
  return typeof requestId === 'string' ? log.child({ reqId: requestId }) : log;
}
