import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

type FetchBody = Parameters<CustomFetch>[1]['body'];

function payloadOf(body: FetchBody): string | Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('streamed request bodies are not supported in process');
}

/**
 * A fetch for openid-client that answers from this server's own routes without a network round trip:
 * the local provider is mounted in the same app, which may not listen at its public URL (tests never
 * listen; behind a proxy the public URL may not be reachable from inside). Host and scheme travel as
 * the headers a proxy would set, so the provider builds its links for the public URL.
 */
export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, { method, headers, body }) => {
    const target = new URL(url);
    const reply = await app.inject({
      method: method as 'GET',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      payload: payloadOf(body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const item of [value ?? []].flat()) responseHeaders.append(name, String(item));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: responseHeaders,
    });
  };
}
