import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliveringDomain,
  pendingEventsOf,
  TEST_SECRETS,
} from '../../../../../tests/server/delivering-domain.ts';
import { useDestinationReceiver } from '../../../../../tests/server/destination-receiver.ts';
import { purchase } from '../../../../../tests/server/event-senders.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { domainServices } from '../../../db/schema/business.ts';
import { eventDeliveryAttempts, events } from '../../../db/schema/events.ts';
import { verifyWebhookSignature } from '../../../services/destinations/webhook-signature.ts';
import { deliverEvents, type DeliverEventsData } from './deliver-events.job.ts';

const server = useTestServer();
const receiver = useDestinationReceiver(server);

const eventsOf = (domainId: string) => server().db.select().from(events).where(eq(events.domainId, domainId));
const attemptsOf = (domainId: string) =>
  server()
    .db.select()
    .from(eventDeliveryAttempts)
    .where(eq(eventDeliveryAttempts.domainId, domainId))
    .orderBy(eventDeliveryAttempts.attempt);

/** Runs one try of a delivery job as pg-boss would: `retry` tries came before, `last` says none follows. */
function runDelivery(data: DeliverEventsData, retry: number, last = false) {
  return deliverEvents.run(server().context, data, { retry, last });
}

describe('event delivery', () => {
  it('forwards accepted events to each service once, signed and carrying their event_id, then marks them processed', async () => {
    receiver().answerWith(() => ({ status: 200, body: '{"events_received": 2}' }));
    const sender = await deliveringDomain(server(), receiver().url);
    const items = [purchase(), purchase({ source: 'test' }), purchase()];
    await sender.send(items);
    await server().app.jobs.settled();

    const [meta] = receiver().to('/v21.0/1234567890123/events');
    const metaBody = JSON.parse(meta?.body ?? '{}') as { data: { event_id: string }[] };
    // The test event is stored but never forwarded.
    expect(metaBody.data.map((event) => event.event_id).sort()).toEqual(
      [items[0]?.event_id, items[2]?.event_id].sort(),
    );
    const [hook] = receiver().to('/hook');
    const signature = String(hook?.headers['x-tracklane-signature']);
    expect(verifyWebhookSignature(TEST_SECRETS.webhookSecret, signature, hook?.body ?? '', new Date())).toBe(
      true,
    );
    expect(verifyWebhookSignature('another secret', signature, hook?.body ?? '', new Date())).toBe(false);

    const stored = await eventsOf(sender.domain.id);
    const forwarded = stored.filter((event) => event.source === 'server');
    expect(forwarded.map((event) => event.status)).toEqual(['processed', 'processed']);
    for (const event of forwarded) {
      expect(event.processedAt).not.toBeNull();
      expect(
        event.deliveries.map(({ service, status, attempts }) => ({ service, status, attempts })),
      ).toEqual([
        { service: 'meta_capi', status: 'processed', attempts: 1 },
        { service: 'webhook', status: 'processed', attempts: 1 },
      ]);
    }
    const attempts = await attemptsOf(sender.domain.id);
    expect(attempts).toHaveLength(4);
    expect(attempts.every((attempt) => attempt.outcome === 'delivered' && attempt.httpStatus === 200)).toBe(
      true,
    );
  });

  it('does not retry an event the destination refuses (4xx): failed, with its answer trimmed and without secrets', async () => {
    receiver().answerWith(() => ({
      status: 400,
      body: JSON.stringify({
        error: { message: `Invalid token ${TEST_SECRETS.metaToken}`, pad: 'x'.repeat(3000) },
      }),
    }));
    const sender = await deliveringDomain(server(), receiver().url);
    const keys = await pendingEventsOf(server(), sender.domain.id, ['meta_capi']);
    await runDelivery({ domainId: sender.domain.id, service: 'meta_capi', events: keys }, 0);

    const stored = await eventsOf(sender.domain.id);
    expect(stored.map((event) => event.status)).toEqual(['failed', 'failed']);
    expect(stored[0]?.error).toBe('refused:400');
    const [attempt] = await attemptsOf(sender.domain.id);
    expect(attempt).toMatchObject({ outcome: 'failed', httpStatus: 400, attempt: 1 });
    expect(attempt?.response).toContain('Invalid token •••');
    expect(attempt?.response).not.toContain(TEST_SECRETS.metaToken);
    expect(attempt?.response?.length).toBe(2000);
  });

  it('retries after a 500 and after a time-out, sending again only what is still pending, then delivers', async () => {
    const sender = await deliveringDomain(server(), receiver().url);
    const keys = await pendingEventsOf(server(), sender.domain.id, ['meta_capi', 'webhook']);
    const job = { domainId: sender.domain.id, service: 'webhook', events: keys };

    receiver().answerWith(() => ({ status: 503 }));
    await expect(runDelivery(job, 0)).rejects.toThrow(/tried again/);
    receiver().answerWith(() => ({ status: 200, delayMs: 1000 }));
    await expect(runDelivery(job, 1)).rejects.toThrow(/tried again/);
    let stored = await eventsOf(sender.domain.id);
    expect(stored.map((event) => event.status)).toEqual(['pending', 'pending']);
    expect(stored[0]?.deliveries.find((delivery) => delivery.service === 'webhook')).toMatchObject({
      status: 'pending',
      attempts: 2,
      error: 'timeout:0.3',
    });

    receiver().answerWith(() => ({ status: 200 }));
    await runDelivery(job, 2);
    const attempts = await attemptsOf(sender.domain.id);
    expect(attempts.map(({ attempt, outcome, httpStatus }) => ({ attempt, outcome, httpStatus }))).toEqual([
      { attempt: 1, outcome: 'retrying', httpStatus: 503 },
      { attempt: 1, outcome: 'retrying', httpStatus: 503 },
      { attempt: 2, outcome: 'retrying', httpStatus: null },
      { attempt: 2, outcome: 'retrying', httpStatus: null },
      { attempt: 3, outcome: 'delivered', httpStatus: 200 },
      { attempt: 3, outcome: 'delivered', httpStatus: 200 },
    ]);
    // Meta is still to come: the events stay pending until every service is done.
    stored = await eventsOf(sender.domain.id);
    expect(stored.map((event) => [event.status, event.processedAt])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    // A run of a job whose events were all delivered sends nothing.
    const before = receiver().received.length;
    await runDelivery(job, 3);
    expect(receiver().received.length).toBe(before);
  });

  it('gives up after the last retry and keeps the failure', async () => {
    receiver().answerWith(() => ({ status: 500, body: '{"error":"down"}' }));
    const sender = await deliveringDomain(server(), receiver().url);
    const keys = await pendingEventsOf(server(), sender.domain.id, ['meta_capi']);
    await expect(
      runDelivery({ domainId: sender.domain.id, service: 'meta_capi', events: keys }, 8, true),
    ).rejects.toThrow('2 deliveries to meta_capi were given up (status 500)');
    const stored = await eventsOf(sender.domain.id);
    expect(stored.map((event) => [event.status, event.error])).toEqual([
      ['failed', 'http_error:500'],
      ['failed', 'http_error:500'],
    ]);
    expect(stored[0]?.processedAt).not.toBeNull();
    const [attempt] = await attemptsOf(sender.domain.id);
    expect(attempt).toMatchObject({ attempt: 9, outcome: 'failed', response: '{"error":"down"}' });
  });

  it('sends nothing to a service paused before its turn, and says so', async () => {
    const sender = await deliveringDomain(server(), receiver().url);
    const keys = await pendingEventsOf(server(), sender.domain.id, ['meta_capi']);
    await server()
      .db.update(domainServices)
      .set({ enabled: false })
      .where(and(eq(domainServices.domainId, sender.domain.id), eq(domainServices.key, 'meta_capi')));
    const before = receiver().received.length;
    await runDelivery({ domainId: sender.domain.id, service: 'meta_capi', events: keys }, 0);
    expect(receiver().received.length).toBe(before);
    const stored = await eventsOf(sender.domain.id);
    expect(stored.map((event) => [event.status, event.error])).toEqual([
      ['failed', 'paused'],
      ['failed', 'paused'],
    ]);
  });
});
