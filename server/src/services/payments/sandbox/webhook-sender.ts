import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { PAYMENT_WEBHOOK_PATH } from '../payment-provider.ts';

/** Delivers one signed webhook to this server's webhook path and answers the HTTP status it got. */
export type WebhookSender = (payload: Buffer, headers: Record<string, string>) => Promise<number>;

/** A sandbox webhook not answered by then counts as not delivered; the page then says so. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** The loopback address of a listening socket, as a URL's host. */
function loopbackHost({ address, family }: AddressInfo): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '[::1]';
  return family === 'IPv6' ? `[${address}]` : address;
}

/**
 * How the sandbox reaches its own webhook: like a real provider, by an HTTP POST to the listening
 * server (its own socket, not APP_URL, which may be a proxy this machine cannot reach); a server built
 * in process and not listening (the tests') gets the same request through `inject`. Either way the
 * webhook goes through the same route, raw-body parser and signature check as Stripe's.
 */
export function selfWebhookSender(app: FastifyInstance): WebhookSender {
  return async (payload, headers) => {
    const address = app.server.address();
    if (app.server.listening && address && typeof address === 'object') {
      const response = await fetch(`http://${loopbackHost(address)}:${address.port}${PAYMENT_WEBHOOK_PATH}`, {
        method: 'POST',
        headers,
        body: new Uint8Array(payload),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    }
    const reply = await app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, headers, payload });
    return reply.statusCode;
  };
}
