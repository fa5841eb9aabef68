import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** The router's failure of each request routed again, until its answer is written. */
const failures = new WeakMap<IncomingMessage, FastifyError>();

/** A path no route takes, so a request routed here reaches the not-found handler. */
const NOWHERE = '/.router-failure';

/**
 * Fastify's `frameworkErrors` option. The router fails an undecodable path (`/pages/%ff`) or a path
 * parameter longer than `maxParamLength` before any hook runs, so Fastify's own answer has no language,
 * no security headers and no envelope. Instead the request is routed once more, to a path no route takes:
 * every hook runs, and the not-found handler answers with the failure (see `routerFailure`).
 */
export function rerouteRouterFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  failures.set(request.raw, error);
  request.raw.url = NOWHERE;
  request.server.routing(request.raw, reply.raw);
}

/** The router's failure of a request that `rerouteRouterFailure` sent to the not-found handler. */
export function routerFailure(request: FastifyRequest): FastifyError | undefined {
  return failures.get(request.raw);
}
