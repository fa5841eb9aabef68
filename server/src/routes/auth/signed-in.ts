import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../api/request-context.ts';
import { unauthenticated } from '../../lib/http-error.ts';

/**
 * The caller of an operation that needs sign-in. The route already answered 401 without a valid
 * token; this narrows the type and keeps that promise if a route is ever wired differently.
 */
export function signedIn(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
