import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveringDomain, pendingEventsOf } from '../../../../../tests/server/delivering-domain.ts';
import {
  startDestinationReceiver,
  type DestinationReceiver,
} from '../../../../../tests/server/destination-receiver.ts';
import { startFakeDnsServer, type FakeDnsServer } from '../../../../../tests/server/fake-dns-server.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { eventDeliveryAttempts } from '../../../db/schema/events.ts';
import { TryAgainLater } from '../../../services/jobs/job-queue.ts';
import { deliverEvents } from './deliver-events.job.ts';

// Deliveries as production makes them: DELIVERY_ALLOW_PRIVATE_DESTINATIONS unset, host names resolved
// through the tests' own DNS server, and a receiver on 127.0.0.1 that must never hear from them.
const server = useTestServer();
let receiver: DestinationReceiver;
let dns: FakeDnsServer;
let port: number;

beforeAll(async () => {
  receiver = await startDestinationReceiver();
  dns = await startFakeDnsServer();
  port = Number(new URL(receiver.url).port);
  server().config.dns = { servers: [dns.address], timeoutMs: 1000 };
});
afterAll(async () => {
  await receiver.close();
  await dns.close();
});
beforeEach(() => {
  server().config.delivery = { ...server().config.delivery, allowPrivateAddresses: false, timeoutMs: 2000 };
});

/** A domain whose webhook posts to `hookBase/hook`, with two events waiting for it; runs one try. */
async function deliverToWebhook(hookBase: string) {
  const owner = await deliveringDomain(server(), hookBase);
  const events = await pendingEventsOf(server(), owner.domain.id, ['webhook']);
  const run = deliverEvents.run(
    server().context,
    { domainId: owner.domain.id, service: 'webhook', events },
    { retry: 0, last: false },
  );
  return { owner, events, run };
}

async function attemptsOf(domainId: string) {
  return server().db.select().from(eventDeliveryAttempts).where(eq(eventDeliveryAttempts.domainId, domainId));
}

describe('delivery to a private address', () => {
  it('refuses a webhook whose name resolves to a private address, without a connection, and stores only that it could not be reached', async () => {
    dns.set('hooks.rebound.example', { a: ['127.0.0.1'] });
    const before = receiver.received.length;
    const queries = dns.queries();
    const { owner, events, run } = await deliverToWebhook(`http://hooks.rebound.example:${port}`);
    const error = await run.catch((thrown: unknown) => thrown);

    expect(receiver.received.length).toBe(before);
    expect(dns.queries()).toBeGreaterThan(queries);
    expect(error).toBeInstanceOf(TryAgainLater);
    expect(String(error)).toContain('EPRIVATEDESTINATION');
    const attempts = await attemptsOf(owner.domain.id);
    expect(
      attempts.map(({ outcome, httpStatus, response, error }) => ({ outcome, httpStatus, response, error })),
    ).toEqual([
      { outcome: 'retrying', httpStatus: null, response: null, error: 'unreachable' },
      { outcome: 'retrying', httpStatus: null, response: null, error: 'unreachable' },
    ]);
    const eventId = events[0]?.[0] ?? '';
    for (const [language, said] of [
      ['en', 'The destination could not be reached'],
      ['pl', 'Nie udało się połączyć z miejscem docelowym'],
    ] as const) {
      const { data } = await server()
        .client({ token: owner.token, language })
        .GET('/events/{eventId}/attempts', { params: { path: { eventId } } });
      expect(data?.data.map((attempt) => [attempt.error, attempt.response])).toEqual([[said, null]]);
    }
  });

  it('refuses every spelling of a loopback address in the URL before sending anything', async () => {
    const before = receiver.received.length;
    for (const host of ['127.0.0.1', '127.1', '0x7f.0.0.1', '2130706433', '[::ffff:127.0.0.1]']) {
      const { owner, run } = await deliverToWebhook(`http://${host}:${port}`);
      const error = await run.catch((thrown: unknown) => thrown);
      expect(receiver.received.length, host).toBe(before);
      expect(error, host).toBeInstanceOf(TryAgainLater);
      const attempts = await attemptsOf(owner.domain.id);
      expect(attempts.map((attempt) => attempt.error)).toEqual(['unreachable', 'unreachable']);
    }
  });

  it('reaches the address it resolved, once the explicit test setting allows private ones', async () => {
    server().config.delivery = { ...server().config.delivery, allowPrivateAddresses: true };
    dns.set('hooks.receiver.example', { a: ['127.0.0.1'] });
    const { owner, run } = await deliverToWebhook(`http://hooks.receiver.example:${port}`);
    await run;

    const [hook] = receiver.to('/hook').slice(-1);
    expect(hook?.headers.host).toBe(`hooks.receiver.example:${port}`);
    const attempts = await attemptsOf(owner.domain.id);
    expect(attempts.map((attempt) => [attempt.outcome, attempt.httpStatus])).toEqual([
      ['delivered', 200],
      ['delivered', 200],
    ]);
  });

  it('connects over TLS to the checked address with the host name kept for SNI', async () => {
    server().config.delivery = { ...server().config.delivery, allowPrivateAddresses: true };
    const tls = await startSniRecorder();
    try {
      dns.set('hooks.tls.example', { a: ['127.0.0.1'] });
      const { run } = await deliverToWebhook(`https://hooks.tls.example:${tls.port}`);
      // The recorder speaks no TLS: the delivery fails after the greeting, which is all this test reads.
      await expect(run).rejects.toThrow(TryAgainLater);
      expect(tls.serverNames).toEqual(['hooks.tls.example']);
    } finally {
      await tls.close();
    }
  });
});

/**
 * A TCP server on 127.0.0.1 that reads the server name (SNI) of each TLS ClientHello it receives, then
 * hangs up.
 */
async function startSniRecorder() {
  const serverNames: string[] = [];
  const sockets = new Set<Socket>();
  const tcp = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', (hello: Buffer) => {
      const name = serverNameOf(hello);
      if (name) serverNames.push(name);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return {
    port: (tcp.address() as AddressInfo).port,
    serverNames,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        tcp.close(() => resolve());
      }),
  };
}

/** The host name of a ClientHello's server_name extension (RFC 6066), if it has one. */
function serverNameOf(hello: Buffer): string | undefined {
  // Record header (5), handshake header (4), version (2), random (32).
  let offset = 5 + 4 + 2 + 32;
  offset += 1 + hello.readUInt8(offset); // session id
  offset += 2 + hello.readUInt16BE(offset); // cipher suites
  offset += 1 + hello.readUInt8(offset); // compression methods
  const end = offset + 2 + hello.readUInt16BE(offset);
  offset += 2;
  while (offset + 4 <= end) {
    const type = hello.readUInt16BE(offset);
    const length = hello.readUInt16BE(offset + 2);
    if (type === 0) {
      // Server name list length (2), name type (1), name length (2), name.
      const nameLength = hello.readUInt16BE(offset + 4 + 3);
      return hello.subarray(offset + 4 + 5, offset + 4 + 5 + nameLength).toString('ascii');
    }
    offset += 4 + length;
  }
  return undefined;
}
