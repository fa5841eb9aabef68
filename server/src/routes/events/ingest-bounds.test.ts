import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyedDomain, purchase } from '../../../../tests/server/event-senders.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { events } from '../../db/schema/events.ts';

const server = useTestServer();

const storedIds = async (domainId: string) =>
  (await server().db.select().from(events).where(eq(events.domainId, domainId)))
    .map((row) => row.eventId)
    .sort();

/** `{"a":{"a":…1…}}`, `levels` objects deep, as JSON text: the test client's JSON.stringify would overflow. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** POST /events with a body written by hand, so it can hold what JSON.stringify cannot write or reach. */
async function sendRaw(secret: string, items: string[], language = 'en') {
  const reply = await server().app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { 'x-api-key': secret, 'content-type': 'application/json', 'accept-language': language },
    payload: `{"events":[${items.join(',')}]}`,
  });
  return {
    status: reply.statusCode,
    body: reply.json<{
      data: {
        accepted: number;
        rejected: number;
        errors: { index: number; event_id: string | null; errors: Record<string, string[]> }[];
      };
    }>(),
  };
}

/** An item as JSON text with `field` set to the JSON text `value`. */
const withField = (item: object, field: string, value: string) =>
  JSON.stringify(item).replace(/}$/, `,"${field}":${value}}`);

describe('POST /events, the bounds of an item', () => {
  it('POST /events rejects an item whose custom_data nests 4,500 levels (a 22 kB body) on its own and stores the rest of the batch', async () => {
    const sender = await keyedDomain(server());
    const deep = purchase({ event_id: 'deep' });
    const { status, body } = await sendRaw(
      sender.key.secret,
      [withField(deep, 'custom_data', nestedJson(4500)), JSON.stringify(purchase({ event_id: 'kept' }))],
      'pl',
    );
    expect(status).toBe(202);
    expect(body.data).toMatchObject({ accepted: 1, rejected: 1 });
    expect(body.data.errors).toEqual([
      {
        index: 0,
        event_id: 'deep',
        errors: {
          'events.0.custom_data': ['Ta wartość jest zagnieżdżona zbyt głęboko: najwyżej 10 poziomów'],
        },
      },
    ]);
    expect(await storedIds(sender.domain.id)).toEqual(['kept']);
  });

  it('POST /events takes custom_data nesting 10 levels and rejects 11', async () => {
    const sender = await keyedDomain(server());
    const { body } = await sendRaw(sender.key.secret, [
      withField(purchase({ event_id: 'ten' }), 'custom_data', nestedJson(10)),
      withField(purchase({ event_id: 'eleven' }), 'custom_data', nestedJson(11)),
      // An array counts as a level as an object does.
      withField(purchase({ event_id: 'arrays' }), 'custom_data', `{"a":${'['.repeat(10)}${']'.repeat(10)}}`),
    ]);
    expect(body.data.errors.map((entry) => [entry.event_id, Object.keys(entry.errors)])).toEqual([
      ['eleven', ['events.1.custom_data']],
      ['arrays', ['events.2.custom_data']],
    ]);
    expect(await storedIds(sender.domain.id)).toEqual(['ten']);
  });

  it('POST /events rejects a field the contract does not name nesting deeply, naming that field', async () => {
    const sender = await keyedDomain(server());
    const { body } = await sendRaw(sender.key.secret, [
      withField(purchase({ event_id: 'odd' }), 'extra', `[${nestedJson(20_000)}]`),
    ]);
    expect(body.data.errors.map((entry) => Object.keys(entry.errors))).toEqual([['events.0.extra']]);
  });

  it('POST /events rejects an item of more than 32 kB as JSON on its own', async () => {
    const sender = await keyedDomain(server());
    const { body } = await sendRaw(
      sender.key.secret,
      [
        JSON.stringify(purchase({ event_id: 'large', custom_data: { note: 'x'.repeat(33 * 1024) } })),
        JSON.stringify(purchase({ event_id: 'fits', custom_data: { note: 'x'.repeat(31 * 1024) } })),
      ],
      'de',
    );
    expect(body.data.errors).toEqual([
      {
        index: 0,
        event_id: 'large',
        errors: { 'events.0': ['Dieses Ereignis ist zu groß: höchstens 32 kB als JSON'] },
      },
    ]);
    expect(await storedIds(sender.domain.id)).toEqual(['fits']);
  });
});

describe('POST /events, values PostgreSQL cannot store', () => {
  it('POST /events rejects only the item holding a NUL byte, naming its field', async () => {
    const sender = await keyedDomain(server());
    const { data, response } = await sender.send([
      purchase({ event_id: 'nul', custom_data: { coupon: 'a\u0000b' } }),
      purchase({ event_id: 'kept' }),
    ]);
    expect(response.status).toBe(202);
    expect(data?.data.errors).toEqual([
      {
        index: 0,
        event_id: 'nul',
        errors: { 'events.0.custom_data.coupon': ['This text contains characters that are not allowed'] },
      },
    ]);
    expect(await storedIds(sender.domain.id)).toEqual(['kept']);
  });

  it('POST /events rejects only the item holding a number too large for a double (1e999)', async () => {
    const sender = await keyedDomain(server());
    const { body } = await sendRaw(sender.key.secret, [
      withField(purchase({ event_id: 'infinite' }), 'custom_data', '{"quantity":1e999}'),
      JSON.stringify(purchase({ event_id: 'kept' })),
    ]);
    expect(body.data.errors.map((entry) => [entry.event_id, Object.keys(entry.errors)])).toEqual([
      ['infinite', ['events.0.custom_data.quantity']],
    ]);
    expect(await storedIds(sender.domain.id)).toEqual(['kept']);
  });

  it('POST /events still refuses the whole request for a NUL byte outside the items', async () => {
    const sender = await keyedDomain(server());
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'x-api-key': sender.key.secret, 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [purchase()], 'a\u0000': 1 }),
    });
    expect(reply.statusCode).toBe(422);
    expect(await storedIds(sender.domain.id)).toEqual([]);
  });
});

describe('POST /events, fields the contract does not name', () => {
  it('POST /events rejects only the item carrying a field EventIngestItem does not name', async () => {
    const sender = await keyedDomain(server());
    const { data } = await sender.send([
      purchase({ event_id: 'odd', coupon: 'SPRING' }),
      purchase({ event_id: 'odd-user', user_data: { email: 'someone@example.com' } }),
      purchase({ event_id: 'kept', custom_data: { coupon: 'SPRING' } }),
    ]);
    expect(data?.data.errors.map((entry) => [entry.event_id, entry.errors])).toEqual([
      ['odd', { 'events.0.coupon': ['This field is not allowed'] }],
      ['odd-user', { 'events.1.user_data.email': ['This field is not allowed'] }],
    ]);
    expect(await storedIds(sender.domain.id)).toEqual(['kept']);
  });

  it('POST /events answers 422 on a batch field the contract does not name', async () => {
    const sender = await keyedDomain(server());
    const { error, response } = await server()
      .client({ language: 'fr' })
      .POST('/events', {
        body: { events: [purchase()], dry_run: true } as never,
        headers: { 'X-Api-Key': sender.key.secret },
      });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ dry_run: ['Ce champ n’est pas autorisé'] });
    expect(await storedIds(sender.domain.id)).toEqual([]);
  });
});
