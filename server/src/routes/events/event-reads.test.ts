import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliveringDomain,
  pendingEventsOf,
  TEST_SECRETS,
} from '../../../../tests/server/delivering-domain.ts';
import { createOwnedDomain, domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer, type TestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { domainServices } from '../../db/schema/business.ts';
import { events } from '../../db/schema/events.ts';
import { deliverEvents } from './delivery/deliver-events.job.ts';

const server = useTestServer();
const HOUR_MS = 3_600_000;

type EventInput = Partial<typeof events.$inferInsert> & { domainId: string; eventTime: Date };

async function storeEvents(test: TestServer, rows: EventInput[]) {
  await test.db.insert(events).values(
    rows.map((row) => ({
      id: randomUUID(),
      eventName: 'Purchase',
      eventId: `order-${randomUUID()}`,
      status: 'processed' as const,
      ...row,
    })),
  );
}

/** An owner in Warsaw with two domains and a known set of events over the last days. */
async function ownerWithEvents() {
  const owner = await domainOwner(server());
  await server().db.update(users).set({ timezone: 'Europe/Warsaw' }).where(eq(users.id, owner.account.id));
  const second = await createOwnedDomain(server(), owner.account.id);
  const now = Date.now();
  await storeEvents(server(), [
    {
      domainId: owner.domain.id,
      eventId: 'order-1001',
      eventTime: new Date(now - 1 * HOUR_MS),
      value: 10,
      currency: 'EUR',
    },
    {
      domainId: second.id,
      eventName: 'Lead',
      eventId: 'lead-1',
      eventTime: new Date(now - 2 * HOUR_MS),
      status: 'failed',
      error: 'http_error:500',
    },
    {
      domainId: owner.domain.id,
      eventName: 'Lead',
      eventId: 'lead-2',
      eventTime: new Date(now - 3 * HOUR_MS),
      source: 'test',
    },
    {
      domainId: second.id,
      eventId: 'order-1002',
      eventTime: new Date(now - 4 * HOUR_MS),
      pageUrl: 'https://shop.example/thanks/blue-shoes',
      customData: { coupon: 'WINTER-SALE' },
    },
    {
      domainId: owner.domain.id,
      eventName: 'PageView',
      eventId: 'pv-1',
      eventTime: new Date(now - 50 * HOUR_MS),
    },
  ]);
  return { ...owner, second };
}

describe('GET /events/list', () => {
  it("GET /events/list answers the user's events of every domain, newest first, each with its domain's name, and the total", async () => {
    const owner = await ownerWithEvents();
    const stranger = await domainOwner(server());
    await storeEvents(server(), [{ domainId: stranger.domain.id, eventTime: new Date() }]);
    const { data } = await owner.api.GET('/events/list', { params: { query: {} } });
    expect(data?.data.map((event) => event.event_id)).toEqual([
      'order-1001',
      'lead-1',
      'lead-2',
      'order-1002',
      'pv-1',
    ]);
    expect(data?.data[1]).toMatchObject({
      domain_name: owner.second.name,
      status: 'failed',
      error: 'The destination answered with status 500',
    });
    expect(data?.meta).toMatchObject({ total: 5, current_page: 1, previous_cursor: null, next_cursor: null });
  });

  it('GET /events/list filters by domain, status, name, source and local days, counting the total alike', async () => {
    const owner = await ownerWithEvents();
    const ids = async (filter: Record<string, string>) => {
      const { data } = await owner.api.GET('/events/list', { params: { query: { filter } } });
      return { ids: data?.data.map((event) => event.event_id), total: data?.meta.total };
    };
    expect(await ids({ domain_id: owner.second.id })).toEqual({ ids: ['lead-1', 'order-1002'], total: 2 });
    expect(await ids({ status: 'failed' })).toEqual({ ids: ['lead-1'], total: 1 });
    expect(await ids({ event_name: 'Lead,PageView' })).toEqual({
      ids: ['lead-1', 'lead-2', 'pv-1'],
      total: 3,
    });
    expect(await ids({ source: 'test' })).toEqual({ ids: ['lead-2'], total: 1 });
    // Days are the user's (Warsaw): two days back holds only the page view.
    const day = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
        new Date(Date.now() - daysAgo * 24 * HOUR_MS - 2 * HOUR_MS),
      );
    const older = await ids({ event_time_to: day(2) });
    expect(older.ids).toContain('pv-1');
    expect(older.ids).not.toContain('order-1001');
    expect(older.total).toBe(older.ids?.length);
  });

  it("GET /events/list answers 422 for another user's domain, an unknown filter and a bad status", async () => {
    const owner = await ownerWithEvents();
    const stranger = await domainOwner(server());
    const filters: Record<string, string>[] = [
      { domain_id: stranger.domain.id },
      { colour: 'blue' },
      { status: 'lost' },
    ];
    for (const filter of filters) {
      const { response, error } = await owner.api.GET('/events/list', { params: { query: { filter } } });
      expect(response.status).toBe(422);
      expect(Object.keys(error?.errors ?? {})).toEqual([`filter[${Object.keys(filter)[0]}]`]);
    }
  });

  it('GET /events/list pages by cursor forwards and back, each page the same as by number', async () => {
    const owner = await ownerWithEvents();
    const pageOf = async (query: { per_page: number; cursor?: string; page?: number }) =>
      (await owner.api.GET('/events/list', { params: { query } })).data;
    const first = await pageOf({ per_page: 2 });
    const second = await pageOf({ per_page: 2, cursor: first?.meta.next_cursor ?? '' });
    const third = await pageOf({ per_page: 2, cursor: second?.meta.next_cursor ?? '' });
    expect([first, second, third].map((page) => page?.data.map((event) => event.event_id))).toEqual([
      ['order-1001', 'lead-1'],
      ['lead-2', 'order-1002'],
      ['pv-1'],
    ]);
    expect(third?.meta.next_cursor).toBeNull();
    expect((await pageOf({ per_page: 2, page: 2 }))?.data).toEqual(second?.data);
    const back = await pageOf({ per_page: 2, cursor: third?.meta.previous_cursor ?? '' });
    expect(back?.data.map((event) => event.event_id)).toEqual(['lead-2', 'order-1002']);
    const start = await pageOf({ per_page: 2, cursor: back?.meta.previous_cursor ?? '' });
    expect(start?.data.map((event) => event.event_id)).toEqual(['order-1001', 'lead-1']);
    expect(start?.meta.previous_cursor).toBeNull();
    const { response } = await owner.api.GET('/events/list', {
      params: { query: { cursor: 'not-a-cursor' } },
    });
    expect(response.status).toBe(422);
  });

  it('GET /events/list searches ids and names by their start', async () => {
    const owner = await ownerWithEvents();
    const { data } = await owner.api.GET('/events/list', { params: { query: { search: 'order-10' } } });
    expect(data?.data.map((event) => event.event_id)).toEqual(['order-1001', 'order-1002']);
    expect(data?.meta.total).toBe(2);
  });
});

describe('GET /events/search', () => {
  it('GET /events/search also finds page addresses and custom values, the exact id first', async () => {
    const owner = await ownerWithEvents();
    const search = async (q: string) =>
      (await owner.api.GET('/events/search', { params: { query: { q } } })).data?.data.map(
        (event) => event.event_id,
      );
    expect(await search('blue-shoes')).toEqual(['order-1002']);
    expect(await search('winter-sale')).toEqual(['order-1002']);
    expect(await search('order-1002')).toEqual(['order-1002']);
    expect(await search('lead')).toEqual(['lead-1', 'lead-2']);
  });
});

describe('GET /events/{eventId}/attempts', () => {
  it("GET /events/{eventId}/attempts lists each try with its answer; another user's event answers 404", async () => {
    const owner = await deliveringDomain(server(), 'http://127.0.0.1:9');
    const keys = await pendingEventsOf(server(), owner.domain.id, ['webhook'], 1);
    const eventId = keys[0]?.[0] ?? '';
    await deliverEvents
      .run(
        server().context,
        { domainId: owner.domain.id, service: 'webhook', events: keys },
        { retry: 0, last: false },
      )
      .catch(() => undefined);
    const { data } = await owner.api.GET('/events/{eventId}/attempts', {
      params: { path: { eventId } },
    });
    expect(data?.data).toEqual([
      expect.objectContaining({
        service: 'webhook',
        attempt: 1,
        outcome: 'retrying',
        http_status: null,
        error: expect.stringContaining('could not be reached') as unknown,
      }),
    ]);
    const stranger = await domainOwner(server());
    const { response } = await stranger.api.GET('/events/{eventId}/attempts', {
      params: { path: { eventId } },
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /events/preview', () => {
  it("POST /events/preview shows each destination's exact request with its secrets hidden", async () => {
    const owner = await deliveringDomain(server(), 'http://127.0.0.1:9');
    const { data } = await owner.api.POST('/events/preview', {
      body: {
        domain_id: owner.domain.id,
        event_name: 'Purchase',
        event_id: 'order-77',
        value: 5,
        currency: 'EUR',
        source: 'test',
      },
    });
    expect(data?.data.map((preview) => [preview.service, preview.method, preview.enabled])).toEqual([
      ['meta_capi', 'POST', true],
      ['webhook', 'POST', true],
    ]);
    const text = JSON.stringify(data?.data);
    expect(text).not.toContain(TEST_SECRETS.metaToken);
    expect(text).toContain('order-77');
    expect(data?.data[1]?.headers['X-Tracklane-Signature']).toMatch(/^t=\d+,v1=[a-f0-9]{64}$/);
  });

  it('POST /events/preview marks a required setting the owner never saved rather than leaving the service out', async () => {
    const owner = await domainOwner(server());
    await server()
      .db.insert(domainServices)
      .values({ domainId: owner.domain.id, key: 'meta_capi', settings: { pixel_id: '1234567890123' } });
    const { data } = await owner.api.POST('/events/preview', {
      body: { domain_id: owner.domain.id, event_name: 'Lead', event_id: 'lead-9' },
    });
    expect(data?.data.map((preview) => preview.service)).toEqual(['meta_capi']);
    expect(JSON.stringify(data?.data[0]?.body)).toContain('(not set)');
  });

  it("POST /events/preview answers 422 on the item's own fields and for another user's domain", async () => {
    const owner = await deliveringDomain(server(), 'http://127.0.0.1:9');
    const invalid = await owner.api.POST('/events/preview', {
      body: { domain_id: owner.domain.id, event_name: 'Purchase', event_id: 'x', value: 5 },
    });
    expect(invalid.response.status).toBe(422);
    expect(Object.keys(invalid.error?.errors ?? {})).toEqual(['currency']);
    const stranger = await domainOwner(server());
    const foreign = await stranger.api.POST('/events/preview', {
      body: { domain_id: owner.domain.id, event_name: 'Purchase', event_id: 'x' },
    });
    expect(Object.keys(foreign.error?.errors ?? {})).toEqual(['domain_id']);
  });
});

describe('GET /events/health', () => {
  it('GET /events/health answers without a token, with the queue and each kind of destination', async () => {
    const owner = await deliveringDomain(server(), 'http://127.0.0.1:9');
    const keys = await pendingEventsOf(server(), owner.domain.id, ['meta_capi'], 3);
    await expect(
      deliverEvents.run(
        server().context,
        { domainId: owner.domain.id, service: 'meta_capi', events: keys },
        { retry: 8, last: true },
      ),
    ).rejects.toThrow('were given up');
    await pendingEventsOf(server(), owner.domain.id, ['webhook'], 2);
    const { data } = await server().client().GET('/events/health');
    expect(data?.data.queue.pending).toBeGreaterThanOrEqual(2);
    const meta = data?.data.destinations?.find((row) => row.service === 'meta_capi');
    expect(meta?.failed_last_hour).toBeGreaterThanOrEqual(3);
    expect(meta?.last_failure_at).toBeInstanceOf(Date);
    expect(data?.data.destinations?.find((row) => row.service === 'webhook')?.backlog).toBeGreaterThanOrEqual(
      2,
    );
    expect(data?.data.destinations?.map((row) => row.service)).toEqual([
      'meta_capi',
      'google_ga4',
      'tiktok_events',
      'webhook',
    ]);
  });
});
