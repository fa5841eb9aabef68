import { and, count, eq, gte, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, startTestSession } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domains, plans, trackingDomains } from '../../db/schema/business.ts';
import { eventRollups, events } from '../../db/schema/events.ts';
import { seedDemoBusiness } from '../../db/seed/demo-business.ts';

const server = useTestServer();

/** 11:30 in Warsaw (UTC+1) on a Wednesday; the fixture's account lives in Europe/Warsaw. */
const NOW = new Date('2026-03-18T10:30:00Z');

type EventInsert = typeof events.$inferInsert;
const event = (domainId: string, at: string, values: Partial<EventInsert> = {}): EventInsert => ({
  domainId,
  eventName: 'PageView',
  eventId: `e-${at}`,
  status: 'processed',
  eventTime: new Date(at),
  ...values,
});

/**
 * An account with two domains: alpha (active, on a plan of 7 events a month, set to cancel, working
 * tracking domain) and beta (pending, no plan, tracking domain waiting for DNS); plus another account's
 * domain whose events must never show. Local days are Warsaw's: 2026-03-17T23:00Z is the 18th already.
 */
async function createFixture() {
  const { db } = server();
  const account = await createAccount(server());
  const other = await createAccount(server());
  const [plan] = await db
    .insert(plans)
    .values({
      slug: `tiny-${account.id}`,
      name: 'Tiny',
      priceAmount: 100,
      interval: 'month',
      eventsPerMonth: 7,
    })
    .returning();
  const [alpha, beta, foreign] = await db
    .insert(domains)
    .values([
      { userId: account.id, name: `alpha-${account.id}.example.com`, status: 'active', planId: plan?.id },
      {
        userId: account.id,
        name: `beta-${account.id}.example.com`,
        createdAt: new Date('2026-03-01T00:00:00Z'),
      },
      { userId: other.id, name: `gamma-${account.id}.example.com`, status: 'active' },
    ])
    .returning();
  if (!plan || !alpha || !beta || !foreign) throw new Error('the fixture was not created');
  await db.insert(subscriptions).values({
    domainId: alpha.id,
    userId: account.id,
    planId: plan.id,
    status: 'active',
    interval: 'month',
    cancelAtPeriodEnd: true,
    currentPeriodStart: new Date('2026-03-10T00:00:00Z'),
    currentPeriodEnd: new Date('2026-04-10T00:00:00Z'),
    provider: 'sandbox',
  });
  await db.insert(trackingDomains).values([
    { domainId: alpha.id, hostname: `t.${alpha.name}`, cnameTarget: 'edge.tracklane.io', status: 'active' },
    { domainId: beta.id, hostname: `t.${beta.name}`, cnameTarget: 'edge.tracklane.io', status: 'pending' },
  ]);
  const rows = [
    event(alpha.id, '2026-03-18T10:29:00Z', { status: 'pending', eventName: 'Lead' }),
    event(alpha.id, '2026-03-18T10:10:00Z', { status: 'failed', error: 'meta_capi: token expired' }),
    event(alpha.id, '2026-03-18T10:00:00Z', { eventName: 'Purchase', value: 20.5, currency: 'USD' }),
    event(alpha.id, '2026-03-18T09:00:00Z'),
    event(alpha.id, '2026-03-18T08:00:00Z', {
      source: 'test',
      eventName: 'Purchase',
      value: 1,
      currency: 'USD',
    }),
    event(beta.id, '2026-03-18T07:00:00Z'),
    event(alpha.id, '2026-03-17T23:30:00Z'),
    event(alpha.id, '2026-03-17T22:30:00Z'),
    event(alpha.id, '2026-03-05T12:00:00Z'),
    event(alpha.id, '2026-03-05T13:00:00Z'),
    event(alpha.id, '2026-02-28T23:30:00Z'),
    event(alpha.id, '2026-02-28T22:30:00Z'),
    event(foreign.id, '2026-03-18T10:05:00Z', { status: 'failed' }),
  ];
  await db.insert(events).values(rows);
  const token = await startTestSession(server(), account.id);
  return { account, alpha, beta, foreign, token };
}

describe('user dashboard', () => {
  let fixture: Awaited<ReturnType<typeof createFixture>>;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    fixture = await createFixture();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('GET /user/dashboard answers 401 without a token', async () => {
    const { response } = await server().client().GET('/user/dashboard');
    expect(response.status).toBe(401);
  });

  it('GET /user/dashboard counts the user’s domains and events by Warsaw days, test events left out', async () => {
    const { data, response } = await server().client({ token: fixture.token }).GET('/user/dashboard');
    expect(response.status).toBe(200);
    expect(data?.data.stats).toEqual({
      domains_total: 2,
      domains_active: 1,
      tracking_domains_active: 1,
      events_today: 6,
      events_this_month: 10,
      failed_events_today: 1,
      success_rate: 88.89,
      open_tickets: 0,
    });
  });

  it('GET /user/dashboard lists the latest events and failed events of the user’s domains, newest first, test events left out', async () => {
    const { data } = await server().client({ token: fixture.token }).GET('/user/dashboard');
    const recent = data?.data.recent_activity.recent_events ?? [];
    expect(recent.map((item) => item.event_id)).toEqual([
      'e-2026-03-18T10:29:00Z',
      'e-2026-03-18T10:10:00Z',
      'e-2026-03-18T10:00:00Z',
      'e-2026-03-18T09:00:00Z',
      'e-2026-03-18T07:00:00Z',
      'e-2026-03-17T23:30:00Z',
      'e-2026-03-17T22:30:00Z',
      'e-2026-03-05T13:00:00Z',
      'e-2026-03-05T12:00:00Z',
      'e-2026-02-28T23:30:00Z',
    ]);
    expect(recent[2]).toMatchObject({ domain_name: fixture.alpha.name, value: 20.5, currency: 'USD' });
    expect(recent[4]?.domain_name).toBe(fixture.beta.name);
    const failed = data?.data.recent_activity.recent_failed_events ?? [];
    expect(failed.map((item) => [item.event_id, item.error])).toEqual([
      ['e-2026-03-18T10:10:00Z', 'meta_capi: token expired'],
    ]);
  });

  it('GET /user/dashboard raises the alerts of the account in the caller’s language, most severe first', async () => {
    const { data } = await server().client({ token: fixture.token, language: 'pl' }).GET('/user/dashboard');
    const alerts = data?.data.alerts ?? [];
    expect(alerts.map((alert) => [alert.key, alert.type, alert.domain_id, alert.action_url])).toEqual([
      ['subscription_ending', 'warning', fixture.alpha.id, '/billing'],
      ['event_quota_near', 'warning', fixture.alpha.id, '/billing'],
      ['tracking_domain_pending', 'info', fixture.beta.id, '/domains/tracking'],
    ]);
    // Six of the seven events were received since the billing period began on the 10th.
    expect(alerts[1]?.message).toBe(`${fixture.alpha.name} wykorzystała 85% z 7 zdarzeń w tym okresie.`);
    expect(alerts[0]?.message).toContain('10 kwietnia 2026');
    expect(alerts[2]?.message).toBe(
      `Dodaj rekord CNAME dla t.${fixture.beta.name} wskazujący na edge.tracklane.io. Pojawienie się nowego rekordu może potrwać do godziny.`,
    );
  });

  it('GET /user/dashboard asks an unverified account to verify its email', async () => {
    const { db } = server();
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fixture.account.id));
    const { data } = await server().client({ token: fixture.token }).GET('/user/dashboard');
    await db.update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, fixture.account.id));
    expect(data?.data.alerts.map((alert) => alert.key)).toContain('email_unverified');
  });

  it('GET /user/dashboard/usage answers every day of the period, empty days as zeros', async () => {
    const { data, response } = await server()
      .client({ token: fixture.token })
      .GET('/user/dashboard/usage', {
        params: { query: { start_date: '2026-03-16', end_date: '2026-03-18' } },
      });
    expect(response.status).toBe(200);
    expect(data?.data).toEqual({
      start_date: '2026-03-16',
      end_date: '2026-03-18',
      totals: { events: 7, processed: 5, failed: 1, pending: 1 },
      daily_breakdown: [
        { date: '2026-03-16', events: 0, processed: 0, failed: 0 },
        { date: '2026-03-17', events: 1, processed: 1, failed: 0 },
        { date: '2026-03-18', events: 6, processed: 4, failed: 1 },
      ],
    });
  });

  it('GET /user/dashboard/usage defaults to the 30 days up to today and limits to one domain on request', async () => {
    const client = server().client({ token: fixture.token });
    const all = await client.GET('/user/dashboard/usage');
    expect(all.data?.data).toMatchObject({ start_date: '2026-02-17', end_date: '2026-03-18' });
    expect(all.data?.data.daily_breakdown).toHaveLength(30);
    expect(all.data?.data.totals).toEqual({ events: 11, processed: 9, failed: 1, pending: 1 });
    const beta = await client.GET('/user/dashboard/usage', {
      params: { query: { domain_id: fixture.beta.id } },
    });
    expect(beta.data?.data.totals).toEqual({ events: 1, processed: 1, failed: 0, pending: 0 });
    expect(beta.data?.data.daily_breakdown.at(-1)).toEqual({
      date: '2026-03-18',
      events: 1,
      processed: 1,
      failed: 0,
    });
  });

  it('GET /user/dashboard/usage answers 422 on end_date when it is before start_date', async () => {
    const { error, response } = await server()
      .client({ token: fixture.token })
      .GET('/user/dashboard/usage', {
        params: { query: { start_date: '2026-03-10', end_date: '2026-03-09' } },
      });
    expect(response.status).toBe(422);
    expect(error?.errors?.end_date).toEqual(['The end date may not be before the start date']);
  });

  it('GET /user/dashboard/usage answers 422 for a period longer than 366 days', async () => {
    const client = server().client({ token: fixture.token });
    const longest = await client.GET('/user/dashboard/usage', {
      params: { query: { start_date: '2025-03-18', end_date: '2026-03-18' } },
    });
    expect(longest.response.status).toBe(200);
    expect(longest.data?.data.daily_breakdown).toHaveLength(366);
    const { error, response } = await client.GET('/user/dashboard/usage', {
      params: { query: { start_date: '2025-03-17', end_date: '2026-03-18' } },
    });
    expect(response.status).toBe(422);
    expect(error?.errors?.end_date).toEqual(['The period may span at most 366 days']);
  });

  it('GET /user/dashboard/usage answers 422 on domain_id for another user’s domain', async () => {
    const { error, response } = await server()
      .client({ token: fixture.token })
      .GET('/user/dashboard/usage', { params: { query: { domain_id: fixture.foreign.id } } });
    expect(response.status).toBe(422);
    expect(error?.errors?.domain_id).toEqual(['Choose one of your domains']);
  });

  it('GET /user/dashboard/usage answers 401 without a token', async () => {
    const { response } = await server().client().GET('/user/dashboard/usage');
    expect(response.status).toBe(401);
  });

  it('keeps the rollups equal to the events when events change status or are deleted', async () => {
    const { db } = server();
    const totals = async () => {
      const [fromEvents] = await db
        .select({ value: count() })
        .from(events)
        .where(eq(events.domainId, fixture.alpha.id));
      const [fromRollups] = await db
        .select({ value: sum(eventRollups.events).mapWith(Number) })
        .from(eventRollups)
        .where(eq(eventRollups.domainId, fixture.alpha.id));
      return [fromEvents?.value, fromRollups?.value];
    };
    await db.update(events).set({ status: 'processed' }).where(eq(events.eventId, 'e-2026-03-18T10:29:00Z'));
    const [processed] = await db
      .select({ value: sum(eventRollups.events).mapWith(Number) })
      .from(eventRollups)
      .where(
        and(
          eq(eventRollups.domainId, fixture.alpha.id),
          eq(eventRollups.status, 'pending'),
          gte(eventRollups.hour, new Date('2026-03-18T10:00:00Z')),
        ),
      );
    expect(processed?.value).toBeNull();
    await db.delete(events).where(eq(events.eventId, 'e-2026-02-28T22:30:00Z'));
    expect(await totals()).toEqual([10, 10]);
    await db.update(events).set({ status: 'pending' }).where(eq(events.eventId, 'e-2026-03-18T10:29:00Z'));
  });
});

describe('demo business', () => {
  // Tens of thousands of events: seconds on a busy machine.
  it('gives the owner three domains and over 10 000 events over the last 90 days, once', async () => {
    const { db } = server();
    const now = new Date();
    await seedDemoBusiness(db, now);
    await seedDemoBusiness(db, now);
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const owned = await db
      .select()
      .from(domains)
      .where(eq(domains.userId, owner?.id ?? ''));
    expect(owned.map((domain) => domain.name).sort()).toEqual([
      'academy.example.net',
      'new-store.example.com',
      'shop.example.com',
    ]);
    const since = new Date(now.getTime() - 90 * 86_400_000);
    const [stored] = await db
      .select({ value: count() })
      .from(events)
      .innerJoin(domains, eq(domains.id, events.domainId))
      .where(and(eq(domains.userId, owner?.id ?? ''), gte(events.eventTime, since)));
    expect(stored?.value).toBeGreaterThan(10_000);
    const [rolled] = await db
      .select({ value: sum(eventRollups.events).mapWith(Number) })
      .from(eventRollups)
      .innerJoin(domains, eq(domains.id, eventRollups.domainId))
      .where(eq(domains.userId, owner?.id ?? ''));
    expect(rolled?.value).toBe(stored?.value);

    const token = await startTestSession(server(), owner?.id ?? '');
    const { data } = await server().client({ token }).GET('/user/dashboard');
    expect(data?.data.stats).toMatchObject({
      domains_total: 3,
      domains_active: 2,
      tracking_domains_active: 1,
    });
    expect(data?.data.recent_activity.recent_events).toHaveLength(10);
    expect(data?.data.alerts.map((alert) => alert.key)).toContain('tracking_domain_pending');
  }, 60_000);
});
