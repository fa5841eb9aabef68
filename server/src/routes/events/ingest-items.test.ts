import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyedDomain, purchase } from '../../../../tests/server/event-senders.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { eventDedup, events } from '../../db/schema/events.ts';

const server = useTestServer();
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const storedOf = (domainId: string) => server().db.select().from(events).where(eq(events.domainId, domainId));

describe('POST /events, the batch', () => {
  it.each([
    ['without events', {}],
    ['with no events', { events: [] }],
    ['with 1001 events', { events: Array.from({ length: 1001 }, () => purchase()) }],
    ['with events that are no list', { events: { 0: purchase() } }],
  ])('POST /events answers 422 on events for a batch %s', async (_case, body) => {
    const sender = await keyedDomain(server());
    const { response, error } = await server()
      .client()
      .POST('/events', { body: body as never, headers: { 'X-Api-Key': sender.key.secret } });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['events']);
    expect(await storedOf(sender.domain.id)).toEqual([]);
  });

  it('POST /events takes a batch of 1000 events', async () => {
    const sender = await keyedDomain(server());
    const { data } = await sender.send(Array.from({ length: 1000 }, () => purchase()));
    expect(data?.data).toMatchObject({ received: 1000, accepted: 1000 });
    expect(await storedOf(sender.domain.id)).toHaveLength(1000);
  });
});

describe('POST /events, each item', () => {
  it('POST /events stores every field of an accepted item, processed at once where there is nowhere to forward it', async () => {
    const sender = await keyedDomain(server());
    const eventTime = new Date(Date.now() - HOUR_MS);
    const fields = {
      event_time: eventTime.toISOString(),
      value: 120.5,
      currency: 'EUR',
      page_url: 'https://shop.example.com/thanks?order=1',
      user_data: { email_hash: 'a'.repeat(64), client_ip: '203.0.113.9', user_agent: 'Mozilla/5.0' },
      custom_data: { order_id: 'A-1', items: [{ sku: 'x', quantity: 2 }] },
    };
    const item = purchase(fields);
    await sender.send([item, { event_name: 'PageView', event_id: 'pv-1' }]);
    const rows = await storedOf(sender.domain.id);
    const stored = rows.find((row) => row.eventId === item.event_id);
    expect(stored).toMatchObject({
      eventName: 'Purchase',
      source: 'server',
      status: 'processed',
      value: 120.5,
      currency: 'EUR',
      pageUrl: fields.page_url,
      userData: fields.user_data,
      customData: fields.custom_data,
      eventTime,
      deliveries: [],
    });
    expect(stored?.processedAt).toEqual(stored?.createdAt);
    // Who and on what, read from the user data: an opaque visitor id and the kind of device.
    expect(stored?.visitorId).toMatch(/^[a-f0-9]{32}$/);
    expect(stored?.device).toBe('desktop');
    const pageView = rows.find((row) => row.eventId === 'pv-1');
    expect(pageView).toMatchObject({
      value: null,
      currency: null,
      pageUrl: null,
      userData: {},
      customData: {},
    });
    // Without event_time, the event happened when it was received.
    expect(pageView?.eventTime).toEqual(pageView?.createdAt);
  });

  it('POST /events rejects each invalid item with its index and fields, and takes the others', async () => {
    const sender = await keyedDomain(server());
    const { data, response } = await sender.send([
      purchase({ event_id: 'good-0' }),
      purchase({ event_id: 'bad-1', event_name: '1st-purchase' }),
      purchase({ event_id: 'bad-2', currency: null }),
      purchase({ event_id: 'bad-3', event_time: new Date(Date.now() - 8 * DAY_MS).toISOString() }),
      'not an event',
      purchase({ event_id: 'bad-5', user_data: { email_hash: 'someone@example.com' }, value: -1 }),
      { event_name: 'Lead', source: 'browser' },
      purchase({
        event_id: 'bad-7',
        event_time: new Date(Date.now() + HOUR_MS).toISOString(),
      }),
      purchase({ event_id: 'good-8' }),
    ]);
    expect(response.status).toBe(202);
    expect(data?.data).toMatchObject({ received: 9, accepted: 2, duplicates: 0, rejected: 7 });
    expect(
      data?.data.errors.map((entry) => [entry.index, entry.event_id, Object.keys(entry.errors)]),
    ).toEqual([
      [1, 'bad-1', ['events.1.event_name']],
      [2, 'bad-2', ['events.2.currency']],
      [3, 'bad-3', ['events.3.event_time']],
      [4, null, ['events.4']],
      [5, 'bad-5', ['events.5.value', 'events.5.user_data.email_hash']],
      [6, null, ['events.6.event_id', 'events.6.source']],
      [7, 'bad-7', ['events.7.event_time']],
    ]);
    expect(data?.data.errors[1]?.errors['events.2.currency']).toEqual(['This field is required']);
    expect((await storedOf(sender.domain.id)).map((row) => row.eventId).sort()).toEqual(['good-0', 'good-8']);
  });

  it('POST /events rejects an event_time Date cannot read (a leap second)', async () => {
    const sender = await keyedDomain(server());
    const { data } = await sender.send([purchase({ event_time: '2016-12-31T23:59:60Z' })]);
    expect(Object.keys(data?.data.errors[0]?.errors ?? {})).toEqual(['events.0.event_time']);
  });

  it('POST /events answers 202 when every item is rejected', async () => {
    const sender = await keyedDomain(server());
    const { data, response } = await sender.send([{ event_id: 'x' }]);
    expect(response.status).toBe(202);
    expect(data?.data).toMatchObject({ received: 1, accepted: 0, rejected: 1 });
  });

  it('POST /events stores a test event with its source', async () => {
    const sender = await keyedDomain(server());
    await sender.send([purchase({ source: 'test', event_id: 'test-1' })]);
    expect(await storedOf(sender.domain.id)).toMatchObject([{ eventId: 'test-1', source: 'test' }]);
  });
});

describe('POST /events, duplicates', () => {
  it('POST /events stores the first of two items with the same name and id in a batch', async () => {
    const sender = await keyedDomain(server());
    const first = purchase({ event_id: 'twice', value: 1 });
    const { data } = await sender.send([
      first,
      purchase({ event_id: 'twice', value: 2 }),
      purchase({ event_id: 'twice', event_name: 'Lead' }),
    ]);
    expect(data?.data).toMatchObject({ received: 3, accepted: 2, duplicates: 1, rejected: 0 });
    const rows = await storedOf(sender.domain.id);
    expect(rows.filter((row) => row.eventName === 'Purchase').map((row) => row.value)).toEqual([1]);
  });

  it('POST /events counts an event received in an earlier batch as a duplicate, per domain', async () => {
    const sender = await keyedDomain(server());
    const other = await keyedDomain(server());
    const item = purchase();
    await sender.send([item]);
    const again = await sender.send([item, purchase()]);
    expect(again.data?.data).toMatchObject({ received: 2, accepted: 1, duplicates: 1 });
    const elsewhere = await other.send([item]);
    expect(elsewhere.data?.data).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await storedOf(sender.domain.id)).toHaveLength(2);
  });

  it('POST /events takes an event again once 48 hours have passed since it was received', async () => {
    const sender = await keyedDomain(server());
    const item = purchase();
    await sender.send([item]);
    const receivedAgo = (ms: number) =>
      server()
        .db.update(eventDedup)
        .set({ receivedAt: new Date(Date.now() - ms) })
        .where(and(eq(eventDedup.domainId, sender.domain.id), eq(eventDedup.eventId, item.event_id)));
    await receivedAgo(47 * HOUR_MS);
    expect((await sender.send([item])).data?.data).toMatchObject({ accepted: 0, duplicates: 1 });
    await receivedAgo(49 * HOUR_MS);
    expect((await sender.send([item])).data?.data).toMatchObject({ accepted: 1, duplicates: 0 });
    expect((await sender.send([item])).data?.data).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await storedOf(sender.domain.id)).toHaveLength(2);
  });

  it('POST /events stores each event once when the same events are sent twice at the same time, in either order', async () => {
    const sender = await keyedDomain(server());
    const batch = Array.from({ length: 50 }, () => purchase());
    const answers = await Promise.all([sender.send(batch), sender.send([...batch].reverse())]);
    const accepted = answers.reduce((sum, answer) => sum + (answer.data?.data.accepted ?? 0), 0);
    expect(accepted).toBe(50);
    expect(await storedOf(sender.domain.id)).toHaveLength(50);
  });
});
