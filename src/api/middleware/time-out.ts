import type { Middleware } from 'openapi-fetch';

/** Aborts a request that has not been answered after `ms`, keeping the caller's own abort signal. */
export function timeOut(ms: number): Middleware {
  return {
    onRequest({ request }) {
      return new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(ms)]) });
    },
  };
}
