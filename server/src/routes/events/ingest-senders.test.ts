import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyedDomain, limitEvents, purchase } from '../../../../tests/server/event-senders.ts';
import { createOwnedDomain, domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { domainApiKeys, domains } from '../../db/schema/business.ts';
import { events } from '../../db/schema/events.ts';

const server = useTestServer();
const HOUR_MS = 3_600_000;

const storedOf = (domainId: string) => server().db.select().from(events).where(eq(events.domainId, domainId));

describe('POST /events with an API key', () => {
  it('POST /events takes a batch sent with the domain key and stores it for that domain', async () => {
    const sender = await keyedDomain(server());
    const { data, response } = await sender.send([purchase(), purchase({ event_name: 'Lead', value: null })]);
    expect(response.status).toBe(202);
    expect(data?.data).toEqual({ received: 2, accepted: 2, duplicates: 0, rejected: 0, errors: [] });
    expect(await storedOf(sender.domain.id)).toHaveLength(2);
  });

  it('POST /events answers 401 for a wrong key, a key revoked in the past, and without credentials', async () => {
    const sender = await keyedDomain(server());
    expect((await sender.send([purchase()], 'tl_not-a-key')).response.status).toBe(401);
    const revoked = await keyedDomain(server(), { revokedAt: new Date(Date.now() - 1000) });
    expect((await revoked.send([purchase()])).response.status).toBe(401);
    const anonymous = await server()
      .client()
      .POST('/events', { body: { events: [purchase()] } });
    expect(anonymous.response.status).toBe(401);
    expect(await storedOf(revoked.domain.id)).toEqual([]);
  });

  it('POST /events takes a batch sent with a rotated key during its 24 hours of grace', async () => {
    const rotated = await keyedDomain(server(), { revokedAt: new Date(Date.now() + 23 * HOUR_MS) });
    const { data, response } = await rotated.send([purchase()]);
    expect(response.status).toBe(202);
    expect(data?.data.accepted).toBe(1);
  });

  it('POST /events notes when the key was used, writing it again only once a minute has passed', async () => {
    const sender = await keyedDomain(server());
    const lastUsed = async () =>
      (await server().db.select().from(domainApiKeys).where(eq(domainApiKeys.id, sender.key.id)))[0]
        ?.lastUsedAt;
    await sender.send([purchase()]);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await sender.send([purchase()]);
    expect(await lastUsed()).toEqual(first);
    const longAgo = new Date(Date.now() - 2 * 60_000);
    await server()
      .db.update(domainApiKeys)
      .set({ lastUsedAt: longAgo })
      .where(eq(domainApiKeys.id, sender.key.id));
    await sender.send([purchase()]);
    expect((await lastUsed())?.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('POST /events rejects an item that names a domain_id when sent with a key', async () => {
    const sender = await keyedDomain(server());
    const { data } = await sender.send([purchase({ domain_id: sender.domain.id }), purchase()]);
    expect(data?.data).toMatchObject({ accepted: 1, rejected: 1 });
    expect(Object.keys(data?.data.errors[0]?.errors ?? {})).toEqual(['events.0.domain_id']);
  });

  it.each(['suspended', 'expired'] as const)(
    'POST /events answers 403 for a %s domain and stores nothing',
    async (status) => {
      const sender = await keyedDomain(server());
      await server().db.update(domains).set({ status }).where(eq(domains.id, sender.domain.id));
      const { response } = await sender.send([purchase()]);
      expect(response.status).toBe(403);
      expect(await storedOf(sender.domain.id)).toEqual([]);
    },
  );

  it('POST /events answers 403 once the plan’s events_per_month are used; test events do not count', async () => {
    const sender = await keyedDomain(server());
    await limitEvents(server(), sender.domain.id, 2);
    const tests = await sender.send([
      purchase({ source: 'test' }),
      purchase({ source: 'test' }),
      purchase({ source: 'test' }),
    ]);
    expect(tests.data?.data.accepted).toBe(3);
    expect((await sender.send([purchase()])).response.status).toBe(202);
    expect((await sender.send([purchase()])).response.status).toBe(202);
    const { response, error } = await sender.send([purchase()]);
    expect(response.status).toBe(403);
    expect(error?.message).toContain('used all the events its plan allows');
  });

  it('POST /events answers 429 after 600 requests in a minute with one key', async () => {
    const sender = await keyedDomain(server());
    const wrong = 'tl_flooding-key';
    // From as many addresses, so the limit of wrong keys per address (below) stays out of the way.
    const send = (request: number, secret = wrong) =>
      server()
        .client()
        .POST('/events', {
          body: { events: [purchase()] },
          headers: { 'X-Api-Key': secret, 'X-Test-Ip': `10.9.${request >> 8}.${request & 255}` },
        });
    for (let request = 0; request < 600; request++) {
      expect((await send(request)).response.status).toBe(401);
    }
    const { response } = await send(600);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key keeps its own count.
    expect((await send(601, sender.key.secret)).response.status).toBe(202);
  });

  it('POST /events answers 429 to an address after 30 wrong keys in 10 minutes, whatever the next key, and not to another address', async () => {
    const sender = await keyedDomain(server());
    const from = (address: string, secret: string) =>
      server()
        .client({ language: 'pl' })
        .POST('/events', {
          body: { events: [purchase()] },
          headers: { 'X-Api-Key': secret, 'X-Test-Ip': address },
        });
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await from('198.51.100.7', `tl_guess-${attempt}`)).response.status).toBe(401);
    }
    const limited = await from('198.51.100.7', 'tl_guess-30');
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.error?.message).toMatch(/^Zbyt wiele prób/);
    // Checked before the key is looked up, as a sign-in is before its password: the address learns nothing.
    expect((await from('198.51.100.7', sender.key.secret)).response.status).toBe(429);
    expect((await from('198.51.100.8', sender.key.secret)).response.status).toBe(202);
  });

  it('POST /events, after two rotations, takes the newest key and the one it replaced, and refuses the first', async () => {
    const sender = await keyedDomain(server());
    const path = { params: { path: { domainId: sender.domain.id } } };
    const rotate = async () =>
      (await sender.api.POST('/domains/{domainId}/api-key/rotate', path)).data?.data.api_key?.secret ?? '';
    const second = await rotate();
    const third = await rotate();
    const statuses: number[] = [];
    for (const secret of [sender.key.secret, second, third]) {
      statuses.push((await sender.send([purchase()], secret)).response.status);
    }
    expect(statuses).toEqual([401, 202, 202]);
    const keys = await server()
      .db.select()
      .from(domainApiKeys)
      .where(eq(domainApiKeys.domainId, sender.domain.id));
    const stops = keys.map((key) => key.revokedAt?.getTime() ?? Infinity).sort((a, b) => a - b);
    // The first stopped when the second was replaced; the second has its whole day of grace.
    expect((stops[1] ?? 0) - (stops[0] ?? 0)).toBeGreaterThan(23 * HOUR_MS);
    expect(stops[2]).toBe(Infinity);
  });
});

describe('POST /events with a bearer token', () => {
  it('POST /events stores the items naming one of the caller’s domains and rejects another user’s', async () => {
    const owner = await domainOwner(server());
    const stranger = await domainOwner(server());
    const { data, response } = await owner.api.POST('/events', {
      body: {
        events: [
          purchase({ domain_id: owner.domain.id }),
          purchase({ domain_id: stranger.domain.id }),
          purchase(),
        ],
      },
    });
    expect(response.status).toBe(202);
    expect(data?.data).toMatchObject({ received: 3, accepted: 1, duplicates: 0, rejected: 2 });
    expect(data?.data.errors.map((entry) => [entry.index, Object.keys(entry.errors)])).toEqual([
      [1, ['events.1.domain_id']],
      [2, ['events.2.domain_id']],
    ]);
    expect(data?.data.errors[0]?.errors['events.1.domain_id']).toEqual(['This is not one of your domains']);
    expect(await storedOf(owner.domain.id)).toHaveLength(1);
    expect(await storedOf(stranger.domain.id)).toEqual([]);
  });

  it('POST /events answers 403 when a domain the batch names is suspended', async () => {
    const owner = await domainOwner(server());
    const suspended = await createOwnedDomain(server(), owner.account.id);
    await server().db.update(domains).set({ status: 'suspended' }).where(eq(domains.id, suspended.id));
    const { response } = await owner.api.POST('/events', {
      body: { events: [purchase({ domain_id: owner.domain.id }), purchase({ domain_id: suspended.id })] },
    });
    expect(response.status).toBe(403);
    expect(await storedOf(owner.domain.id)).toEqual([]);
  });

  it('POST /events answers 429 after 60 requests in a minute with one token', async () => {
    const owner = await domainOwner(server());
    const send = () => owner.api.POST('/events', { body: { events: [{ event_name: 'Lead' }] as never } });
    for (let request = 0; request < 60; request++) expect((await send()).response.status).toBe(202);
    expect((await send()).response.status).toBe(429);
  });
});
