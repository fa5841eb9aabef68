import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from './test-server.ts';

/** A request a destination received. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers a request: a status and a body, after `delayMs` if given. */
export interface Answer {
  status: number;
  body?: string;
  delayMs?: number;
}

/**
 * An HTTP server on 127.0.0.1 standing in for every destination API (Meta, GA4, TikTok, webhooks): it
 * keeps what it receives and answers as `answer` says (200 `{}` by default).
 */
export async function startDestinationReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => Answer = () => ({ status: 200, body: '{}' });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(entry);
      const { status, body = '{}', delayMs = 0 } = answer(entry);
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Answers every following request with what `next` says. */
    answerWith(next: (request: Received) => Answer) {
      answer = next;
    },
    /** The received requests whose path starts with `prefix`. */
    to: (prefix: string) => received.filter((entry) => entry.path.startsWith(prefix)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type DestinationReceiver = Awaited<ReturnType<typeof startDestinationReceiver>>;

/**
 * A receiver for the whole test file, with the test server's destinations pointed at it (the delivery
 * job reads them from the app's own config at each run) and deliveries allowed to reach it on 127.0.0.1,
 * as DELIVERY_ALLOW_PRIVATE_DESTINATIONS allows them, the only way they do; closed after the file.
 */
export function useDestinationReceiver(server: () => TestServer): () => DestinationReceiver {
  let receiver: DestinationReceiver | undefined;
  beforeAll(async () => {
    receiver = await startDestinationReceiver();
    const { url } = receiver;
    server().config.delivery = {
      urls: { meta: url, ga4: url, ga4Eu: url, tiktok: url },
      timeoutMs: 300,
      allowPrivateAddresses: true,
    };
  });
  afterAll(async () => {
    await receiver?.close();
  });
  return () => {
    if (!receiver) throw new Error('the destination receiver starts in beforeAll');
    return receiver;
  };
}
