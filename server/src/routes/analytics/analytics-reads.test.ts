import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { rowsOf } from '../../db/database.ts';
import { users } from '../../db/schema/accounts.ts';
import { events } from '../../db/schema/events.ts';
import { ownerIn, storeEvents } from './analytics-fixtures.ts';

const server = useTestServer();
const period = { start_date: '2026-11-10', end_date: '2026-11-12' };

/** An owner in UTC whose two domains had a known mix of events on 10–12 November 2026. */
async function ownerWithMix() {
  const owner = await ownerIn(server(), 'UTC');
  const [first, second] = [owner.domain.id, owner.second.id];
  await storeEvents(server(), [
    {
      domainId: first,
      at: '2026-11-10T10:00:00Z',
      value: 30,
      currency: 'EUR',
      country: 'DE',
      device: 'mobile',
    },
    {
      domainId: first,
      at: '2026-11-10T11:00:00Z',
      value: 20,
      currency: 'EUR',
      country: 'PL',
      device: 'mobile',
    },
    { domainId: first, at: '2026-11-11T11:00:00Z', eventName: 'PageView', country: 'PL', device: 'desktop' },
    {
      domainId: second,
      at: '2026-11-11T12:00:00Z',
      eventName: 'PageView',
      device: 'tablet',
      source: 'browser',
    },
    { domainId: second, at: '2026-11-12T12:00:00Z', eventName: 'Lead', status: 'failed', country: 'PL' },
    { domainId: second, at: '2026-11-12T13:00:00Z', eventName: 'Lead', source: 'test', country: 'US' },
  ]);
  return owner;
}

describe('GET /analytics/breakdown', () => {
  it('groups by event name, largest first, the rest summed in others', async () => {
    const owner = await ownerWithMix();
    const { data } = await owner.api.GET('/analytics/breakdown', {
      params: { query: { ...period, by: 'event_name', limit: 2, currency: 'EUR' } },
    });
    expect(data?.data).toMatchObject({
      total: 5,
      others: 1,
      items: [
        { key: 'PageView', label: 'PageView', events: 2, share: 40, revenue: { amount: 0, currency: 'EUR' } },
        {
          key: 'Purchase',
          label: 'Purchase',
          events: 2,
          share: 40,
          revenue: { amount: 5000, currency: 'EUR' },
        },
      ],
    });
  });

  it("names countries in the request's language and unknown ones as such; test events left out by source too", async () => {
    const owner = await ownerWithMix();
    const polish = server().client({ token: owner.token, language: 'pl' });
    const countries = await polish.GET('/analytics/breakdown', {
      params: { query: { ...period, by: 'country' } },
    });
    expect(countries.data?.data.items.map((item) => [item.key, item.label, item.events])).toEqual([
      ['PL', 'Polska', 3],
      ['DE', 'Niemcy', 1],
      [null, 'Nieznane', 1],
    ]);
    const sources = await owner.api.GET('/analytics/breakdown', {
      params: { query: { ...period, by: 'source' } },
    });
    expect(sources.data?.data.items.map((item) => [item.key, item.label, item.events])).toEqual([
      ['server', 'Server', 4],
      ['browser', 'Browser', 1],
    ]);
    // As many as every other breakdown counts: test events count nowhere.
    expect(sources.data?.data.total).toBe(countries.data?.data.total);
  });

  it('groups by device, status and domain, and narrows to one event name', async () => {
    const owner = await ownerWithMix();
    const breakdown = async (by: 'device' | 'status' | 'domain', eventName?: string) => {
      const { data } = await owner.api.GET('/analytics/breakdown', {
        params: { query: { ...period, by, ...(eventName && { event_name: eventName }) } },
      });
      return data?.data.items.map((item) => [item.label, item.events]);
    };
    expect(await breakdown('device')).toEqual([
      ['Mobile', 2],
      ['Desktop', 1],
      ['Tablet', 1],
      ['Unknown', 1],
    ]);
    expect(await breakdown('status')).toEqual([
      ['Processed', 4],
      ['Failed', 1],
    ]);
    expect(await breakdown('domain')).toEqual([
      [owner.domain.name, 3],
      [owner.second.name, 2],
    ]);
    expect(await breakdown('device', 'PageView')).toEqual([
      ['Desktop', 1],
      ['Tablet', 1],
    ]);
  });
});

describe('GET /analytics/domain-performance', () => {
  it('answers every domain, most events first, with zeros for a quiet one and the last event time', async () => {
    const owner = await ownerWithMix();
    const quiet = await server()
      .db.execute(
        sql`insert into domains (id, user_id, name, status) values (gen_random_uuid()::text,
        ${owner.account.id}, 'quiet.example.test', 'active') returning id`,
      )
      .then(() => 'quiet.example.test');
    const { data } = await owner.api.GET('/analytics/domain-performance', {
      params: { query: { ...period, currency: 'EUR' } },
    });
    const rows = data?.data.domains ?? [];
    expect(rows.map((row) => [row.domain_name, row.events])).toEqual([
      [owner.domain.name, 3],
      [owner.second.name, 2],
      [quiet, 0],
    ]);
    expect(rows[0]).toMatchObject({
      processed: 3,
      success_rate: 100,
      conversions: 2,
      revenue: { amount: 5000 },
    });
    expect(rows[1]).toMatchObject({ failed: 1, success_rate: 50 });
    expect(rows[1]?.last_event_at).toEqual(new Date('2026-11-12T12:00:00Z'));
    expect(rows[2]).toMatchObject({ success_rate: null, last_event_at: null });
  });
});

describe('GET /analytics/export', () => {
  it('streams the daily rows as CSV with a translated header and cells spreadsheets will not run', async () => {
    const owner = await ownerIn(server(), 'UTC');
    await storeEvents(server(), [
      { domainId: owner.domain.id, at: '2026-11-10T10:00:00Z', value: 49.99, currency: 'EUR' },
      { domainId: owner.domain.id, at: '2026-11-10T11:00:00Z', value: 0.01, currency: 'EUR' },
      { domainId: owner.domain.id, at: '2026-11-11T10:00:00Z', eventName: '=HYPERLINK("http://evil")' },
      { domainId: owner.domain.id, at: '2026-11-11T11:00:00Z', eventName: '@SUM(1+1)', status: 'failed' },
      { domainId: owner.domain.id, at: '2026-11-11T12:00:00Z', eventName: 'Lead', source: 'test' },
    ]);
    const response = await server().app.inject({
      method: 'GET',
      url: `/api/v1/analytics/export?start_date=2026-11-10&end_date=2026-11-12`,
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="analytics-2026-11-10-2026-11-12.csv"',
    );
    const domain = owner.domain;
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Data (UTC),ID domeny,Domena,Zdarzenie,Waluta,Zdarzenia,Przetworzone,Nieudane,Przychód (w walucie wiersza)',
      `2026-11-10,${domain.id},${domain.name},Purchase,EUR,2,2,0,50.00`,
      `2026-11-11,${domain.id},${domain.name},"'=HYPERLINK(""http://evil"")",,1,1,0,`,
      `2026-11-11,${domain.id},${domain.name},'@SUM(1+1),,1,0,1,`,
      '',
    ]);

    const { data } = await owner.api.GET('/analytics/export', {
      params: { query: { start_date: '2026-11-10', end_date: '2026-11-12', format: 'json' } },
    });
    // Typed as either of the operation's media types; format=json answers the envelope.
    const json = data as { data: { rows: unknown[] } } | undefined;
    expect(json?.data.rows[0]).toMatchObject({
      date: '2026-11-10',
      event_name: 'Purchase',
      events: 2,
      revenue: { amount: 5000, currency: 'EUR' },
    });
  });

  it("answers 404 for another user's domain", async () => {
    const owner = await ownerIn(server(), 'UTC');
    const stranger = await domainOwner(server());
    const response = await server().app.inject({
      method: 'GET',
      url: `/api/v1/analytics/export?domain_id=${stranger.domain.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /analytics/realtime and /analytics/realtime/events', () => {
  it('counts what arrived in the last minutes and streams the latest since a moment, test events aside in both', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    const received = (minutes: number, extra: Partial<typeof events.$inferInsert> = {}) => ({
      domainId: owner.domain.id,
      at: ago(minutes + 1).toISOString(),
      createdAt: ago(minutes),
      ...extra,
    });
    await storeEvents(server(), [
      received(0.2, { eventName: 'Lead', visitorId: 'v1' }),
      received(2, { visitorId: 'v1' }),
      received(3, { visitorId: 'v2' }),
      received(10, { visitorId: 'v3' }),
      received(45, { visitorId: 'v4' }),
      received(1, { eventName: 'Lead', source: 'test', visitorId: 'v5' }),
    ]);
    const { data } = await owner.api.GET('/analytics/realtime', { params: { query: {} } });
    expect(data?.data).toMatchObject({
      active_now: 2,
      events_last_minute: 1,
      events_last_5_minutes: 3,
      events_last_30_minutes: 4,
      top_events: [
        { event_name: 'Purchase', events: 3 },
        { event_name: 'Lead', events: 1 },
      ],
    });
    expect(data?.data.per_minute).toHaveLength(30);
    expect(data?.data.per_minute.reduce((sum, minute) => sum + minute.events, 0)).toBe(4);

    const latest = await owner.api.GET('/analytics/realtime/events', { params: { query: { limit: 3 } } });
    expect(latest.data?.data.events.map((event) => [event.source, event.created_at])).toEqual([
      ['server', ago(0.2)],
      ['server', ago(2)],
      ['server', ago(3)],
    ]);
    const since = latest.data?.data.latest_at;
    expect(since).toEqual(ago(0.2));
    await storeEvents(server(), [
      { domainId: owner.domain.id, at: ago(1).toISOString(), eventName: 'Signup' },
    ]);
    const next = await owner.api.GET('/analytics/realtime/events', {
      // Sent as its ISO text: the client would write a Date value as a deep object, which is no query.
      params: { query: { since: new Date(since as unknown as Date).toISOString() as unknown as Date } },
    });
    expect(next.data?.data.events.map((event) => event.event_name)).toEqual(['Signup']);

    const tooOld = await owner.api.GET('/analytics/realtime/events', {
      params: { query: { since: ago(25 * 60).toISOString() as unknown as Date } },
    });
    expect(tooOld.response.status).toBe(422);
  });
});

describe('GET /analytics/user-growth', () => {
  it('needs the admin role, and counts new and all accounts per bucket', async () => {
    const owner = await ownerIn(server(), 'UTC');
    const refused = await owner.api.GET('/analytics/user-growth', { params: { query: period } });
    expect(refused.response.status).toBe(403);

    const admin = await createAccount(server());
    await server().db.update(users).set({ isAdmin: true, timezone: 'UTC' }).where(eq(users.id, admin.id));
    const signedUp = await createAccount(server());
    await server()
      .db.update(users)
      .set({ createdAt: new Date('2026-11-11T09:00:00Z') })
      .where(eq(users.id, signedUp.id));
    const [before] = await rowsOf<{ count: string | number }>(
      server().db,
      sql`select count(*) from users where created_at < '2026-11-10T00:00:00Z'`,
    );
    const api = server().client({ token: await server().signIn(admin.email, admin.password) });
    const { data } = await api.GET('/analytics/user-growth', { params: { query: period } });
    const start = Number(before?.count);
    expect(data?.data.series.map((point) => [point.new_users, point.total_users])).toEqual([
      [0, start],
      [1, start + 1],
      [0, start + 1],
    ]);
    expect(data?.data).toMatchObject({ new_users: 1, total_users: start + 1 });
  });
});

describe('the analytics rollups', () => {
  it('stay equal to the events through status changes and deletions', async () => {
    const owner = await ownerWithMix();
    await server().db.update(events).set({ status: 'failed' }).where(eq(events.domainId, owner.domain.id));
    await server().db.delete(events).where(eq(events.eventName, 'Lead'));
    const [totals, counted] = await Promise.all([
      rowsOf<Record<string, string | number>>(
        server().db,
        sql`select sum(events) as events, sum(failed) as failed, sum(conversions) as conversions
            from event_totals where domain_id in (${owner.domain.id}, ${owner.second.id})`,
      ),
      rowsOf<Record<string, string | number>>(
        server().db,
        sql`select count(*) as events, count(*) filter (where status = 'failed') as failed,
              count(value) filter (where status <> 'failed') as conversions
            from events where domain_id in (${owner.domain.id}, ${owner.second.id}) and source <> 'test'`,
      ),
    ]);
    expect(totals[0]).toEqual(counted[0]);
    const [daily] = await rowsOf<Record<string, string | number>>(
      server().db,
      sql`select sum(events) as events, sum(failed) as failed, sum(conversions) as conversions
          from event_totals_daily where domain_id in (${owner.domain.id}, ${owner.second.id})`,
    );
    expect(daily).toEqual(counted[0]);
    const [dimensions] = await rowsOf<{ events: string | number }>(
      server().db,
      sql`select sum(events) as events from event_dimension_totals
          where domain_id in (${owner.domain.id}, ${owner.second.id}) and dimension = 'device'`,
    );
    expect(Number(dimensions?.events)).toBe(Number(counted[0]?.events));
    const [dailyDimensions] = await rowsOf<{ events: string | number }>(
      server().db,
      sql`select sum(events) as events from event_dimension_totals_daily
          where domain_id in (${owner.domain.id}, ${owner.second.id}) and dimension = 'country'`,
    );
    expect(Number(dailyDimensions?.events)).toBe(Number(counted[0]?.events));
  });
});
