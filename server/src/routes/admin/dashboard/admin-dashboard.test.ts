import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../../../db/schema/accounts.ts';
import { payments } from '../../../db/schema/billing.ts';
import { domainServices, domains, trackingDomains } from '../../../db/schema/business.ts';
import { eventDeliveryAttempts, events } from '../../../db/schema/events.ts';
import { supportTickets } from '../../../db/schema/support.ts';
import { ensureEventPartitions } from '../../../db/event-partitions.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer, type TestServer } from '../../../../../tests/server/test-server.ts';

const HOUR_MS = 3_600_000;
/** The server's clock: a Wednesday afternoon, years after everything the seed wrote. */
const NOW = new Date('2031-05-21T14:30:00Z');
let clock = NOW;
const server = useTestServer({}, { now: () => clock });

/** Moves the server's clock past the dashboard's 60-second cache, so the next read counts again. */
function nextMinute() {
  clock = new Date(clock.getTime() + 61_000);
}

const at = (iso: string) => new Date(iso);

async function dashboard(token: string, language = 'en') {
  const { data, response } = await server().client({ token, language }).GET('/admin/dashboard');
  expect(response.status).toBe(200);
  if (!data) throw new Error('no dashboard');
  return data.data;
}

async function insertUser(
  test: TestServer,
  createdAt: Date,
  values: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await test.db
    .insert(users)
    .values({ name: 'Counted', email: `counted-${randomUUID()}@example.test`, createdAt, ...values })
    .returning({ id: users.id });
  return row?.id ?? '';
}

async function insertDomain(
  test: TestServer,
  userId: string,
  status: 'active' | 'suspended',
  createdAt: Date,
) {
  const [row] = await test.db
    .insert(domains)
    .values({ userId, name: `counted-${randomUUID().slice(0, 8)}.test`, status, createdAt })
    .returning({ id: domains.id, name: domains.name });
  if (!row) throw new Error('no domain');
  return row;
}

async function insertEvents(
  test: TestServer,
  domainId: string,
  eventTime: Date,
  status: 'processed' | 'failed' | 'pending',
  times = 1,
  source: 'server' | 'test' = 'server',
) {
  await test.db.insert(events).values(
    Array.from({ length: times }, () => ({
      domainId,
      eventName: 'Purchase',
      eventId: randomUUID(),
      status,
      source,
      eventTime,
    })),
  );
}

describe('GET /admin/dashboard', () => {
  it('counts users, sign-ups, domains, events, delivery and revenue at its clock, each beside its previous period, never summing currencies', async () => {
    const test = server();
    const admin = await signedInAccount(test, { role: 'admin' });
    const before = await dashboard(admin.token);
    expect(before.generated_at).toEqual(clock);

    // Sign-ups: today 2 (one suspended), yesterday before 14:30 and after it, last Tuesday (last
    // week's stretch ends on Wednesday at 14:30), April 10 (last month's stretch) and April 25 (after it).
    const [today, newest] = await Promise.all([
      insertUser(test, at('2031-05-21T09:00:00Z')),
      insertUser(test, at('2031-05-21T14:00:00Z'), { status: 'suspended' }),
      insertUser(test, at('2031-05-20T10:00:00Z'), { isAdmin: true }),
      insertUser(test, at('2031-05-20T20:00:00Z')),
      insertUser(test, at('2031-05-13T08:00:00Z')),
      insertUser(test, at('2031-04-10T12:00:00Z')),
      insertUser(test, at('2031-04-25T12:00:00Z')),
    ]);
    const [adminRole] = await test.db.select().from(roles).where(eq(roles.name, 'admin'));
    await test.db.insert(userRoles).values({ userId: today, roleId: adminRole?.id ?? '' });

    const active = await insertDomain(test, today, 'active', at('2031-05-21T09:30:00Z'));
    await insertDomain(test, today, 'suspended', at('2031-04-10T12:00:00Z'));

    await ensureEventPartitions(test.db, at('2031-04-01T00:00:00Z'), at('2031-05-31T00:00:00Z'));
    await insertEvents(test, active.id, at('2031-05-21T10:15:00Z'), 'processed', 3);
    await insertEvents(test, active.id, at('2031-05-21T10:20:00Z'), 'failed');
    await insertEvents(test, active.id, at('2031-05-21T10:25:00Z'), 'pending');
    await insertEvents(test, active.id, at('2031-05-21T11:00:00Z'), 'processed', 2, 'test');
    await insertEvents(test, active.id, at('2031-05-20T09:00:00Z'), 'processed', 2);
    await insertEvents(test, active.id, at('2031-05-20T18:00:00Z'), 'failed');
    await insertEvents(test, active.id, at('2031-05-02T12:00:00Z'), 'processed', 4);
    await insertEvents(test, active.id, at('2031-04-10T12:00:00Z'), 'processed', 3);
    await insertEvents(test, active.id, at('2031-04-10T12:00:00Z'), 'failed');
    await insertEvents(test, active.id, at('2031-04-21T10:00:00Z'), 'processed');
    await insertEvents(test, active.id, at('2031-04-21T16:00:00Z'), 'processed');

    const paid = (amount: number, currency: string, paidAt: string) => ({
      userId: today,
      amount,
      currency,
      status: 'succeeded' as 'succeeded' | 'failed' | 'refunded',
      provider: 'sandbox' as const,
      description: 'Plan',
      paidAt: at(paidAt),
      createdAt: at(paidAt),
    });
    await test.db
      .insert(payments)
      .values([
        paid(2500, 'USD', '2031-05-02T12:00:00Z'),
        paid(1500, 'EUR', '2031-05-21T10:00:00Z'),
        paid(700, 'EUR', '2031-05-10T12:00:00Z'),
        paid(900, 'PLN', '2031-04-05T12:00:00Z'),
        paid(5000, 'USD', '2031-04-25T12:00:00Z'),
        { ...paid(100, 'USD', '2031-05-20T12:00:00Z'), status: 'failed' },
        { ...paid(300, 'GBP', '2031-05-03T12:00:00Z'), status: 'refunded' },
      ]);

    // Still the cached figures until a minute has passed.
    expect((await dashboard(admin.token)).users?.total).toBe(before.users?.total);
    nextMinute();
    const after = await dashboard(admin.token);

    expect(after.generated_at).toEqual(clock);
    const grown = (now?: number, then?: number) => (now ?? 0) - (then ?? 0);
    expect(grown(after.users?.total, before.users?.total)).toBe(7);
    expect(grown(after.users?.suspended, before.users?.suspended)).toBe(1);
    expect(grown(after.users?.active, before.users?.active)).toBe(6);
    expect(grown(after.users?.admins, before.users?.admins)).toBe(2);
    expect(grown(after.trends?.users?.total, before.trends?.users?.total)).toBe(1);
    expect(after.new_users).toEqual({ today: 2, this_week: 4, this_month: 5 });
    expect(after.trends?.new_users).toEqual({ today: 1, this_week: 1, this_month: 1 });
    expect(after.recent_signups?.slice(0, 2)).toMatchObject([
      { id: newest, status: 'suspended' },
      { id: today, status: 'active' },
    ]);

    expect(grown(after.domains?.total, before.domains?.total)).toBe(2);
    expect(grown(after.domains?.active, before.domains?.active)).toBe(1);
    expect(grown(after.domains?.suspended, before.domains?.suspended)).toBe(1);
    expect(grown(after.trends?.domains?.total, before.trends?.domains?.total)).toBe(1);

    expect(after.events).toEqual({ today: 5, this_month: 12, failed_today: 1, failed_this_month: 2 });
    expect(after.delivery).toEqual({
      today: { success_percent: 75, delivered: 3, failed: 1 },
      this_month: { success_percent: 81.8, delivered: 9, failed: 2 },
    });
    expect(after.trends?.events).toEqual({ today: 2, this_month: 5, failed_today: 0, failed_this_month: 1 });
    expect(after.trends?.delivery).toEqual({
      today: { success_percent: 100, delivered: 2, failed: 0 },
      this_month: { success_percent: 80, delivered: 4, failed: 1 },
    });

    expect(after.revenue_by_currency).toEqual([
      { amount: 2500, currency: 'USD' },
      { amount: 2200, currency: 'EUR' },
    ]);
    expect(after.revenue_this_month).toEqual({ amount: 2500, currency: 'USD' });
    expect(after.trends?.revenue_by_currency).toEqual([{ amount: 900, currency: 'PLN' }]);
    expect(after.alerts.map((alert) => alert.key)).toContain('payments_failed');
  });

  it('lists what needs attention, oldest first, and shows each caller only the sections their permissions open', async () => {
    const test = server();
    const admin = await signedInAccount(test, { role: 'admin' });
    const support = await signedInAccount(test, { role: 'support', language: 'pl' });
    const before = await dashboard(admin.token);

    const owner = await insertUser(test, at('2031-05-01T00:00:00Z'));
    const domain = await insertDomain(test, owner, 'active', at('2031-05-01T00:00:00Z'));
    const other = await insertDomain(test, owner, 'active', at('2031-05-01T00:00:00Z'));
    await test.db.insert(trackingDomains).values([
      // Older than every tracking subdomain of the seed, so first in the strip.
      {
        domainId: domain.id,
        hostname: `t.${domain.name}`,
        cnameTarget: 'x',
        status: 'verifying',
        createdAt: at('2020-01-01T00:00:00Z'),
      },
      {
        domainId: other.id,
        hostname: `t.${other.name}`,
        cnameTarget: 'x',
        status: 'failed',
        createdAt: at('2020-01-02T00:00:00Z'),
      },
      // Begun an hour ago: not stuck yet.
      {
        domainId: other.id,
        hostname: `u.${other.name}`,
        cnameTarget: 'x',
        status: 'pending',
        createdAt: new Date(NOW.getTime() - HOUR_MS),
      },
    ]);
    await test.db.insert(domainServices).values([
      { domainId: domain.id, key: 'meta_capi' },
      { domainId: domain.id, key: 'google_ga4' },
      { domainId: domain.id, key: 'tiktok_events', enabled: false },
    ]);
    const base = clock;
    const attempt = (service: string, outcome: 'delivered' | 'failed' | 'retrying', hoursAgo: number) => ({
      domainId: domain.id,
      eventId: randomUUID(),
      service,
      attempt: 1,
      outcome,
      durationMs: 10,
      attemptedAt: new Date(base.getTime() - hoursAgo * HOUR_MS),
    });
    await test.db
      .insert(eventDeliveryAttempts)
      .values([
        attempt('meta_capi', 'failed', 30),
        attempt('meta_capi', 'failed', 5),
        attempt('meta_capi', 'delivered', 4),
        attempt('meta_capi', 'failed', 3),
        attempt('meta_capi', 'failed', 2),
        attempt('google_ga4', 'failed', 20),
        attempt('google_ga4', 'failed', 10),
        attempt('google_ga4', 'failed', 1),
        attempt('google_ga4', 'retrying', 0.5),
        attempt('tiktok_events', 'failed', 1),
      ]);
    const ticket = (subject: string, values: Partial<typeof supportTickets.$inferInsert>) => ({
      subject,
      category: 'tracking' as const,
      userId: owner,
      ...values,
    });
    const [urgent, waiting] = await test.db
      .insert(supportTickets)
      .values([
        ticket('Nothing arrives', { priority: 'urgent', waitingSince: at('2020-01-01T00:00:00Z') }),
        ticket('A question', { status: 'pending', waitingSince: at('2020-01-02T00:00:00Z') }),
        ticket('Done', { status: 'closed' }),
      ])
      .returning();
    nextMinute();

    const forAdmin = await dashboard(admin.token);
    const stuck = forAdmin.attention?.stuck_tracking_domains ?? [];
    expect(stuck.slice(0, 2)).toEqual([
      {
        domain_id: domain.id,
        domain: domain.name,
        hostname: `t.${domain.name}`,
        status: 'verifying',
        since: at('2020-01-01T00:00:00Z'),
      },
      {
        domain_id: other.id,
        domain: other.name,
        hostname: `t.${other.name}`,
        status: 'failed',
        since: at('2020-01-02T00:00:00Z'),
      },
    ]);
    expect(stuck.map((item) => item.hostname)).not.toContain(`u.${other.name}`);
    expect(
      (forAdmin.attention?.stuck_tracking_domains_count ?? 0) -
        (before.attention?.stuck_tracking_domains_count ?? 0),
    ).toBe(2);
    expect(forAdmin.attention?.failing_destinations).toEqual([
      {
        domain_id: domain.id,
        domain: domain.name,
        service: 'google_ga4',
        failed: 3,
        since: new Date(base.getTime() - 20 * HOUR_MS),
      },
      {
        domain_id: domain.id,
        domain: domain.name,
        service: 'meta_capi',
        failed: 2,
        since: new Date(base.getTime() - 3 * HOUR_MS),
      },
    ]);
    expect(forAdmin.attention?.failing_destinations_count).toBe(2);
    expect(forAdmin.attention?.waiting_tickets?.slice(0, 2)).toEqual([
      {
        id: urgent?.id,
        number: urgent?.number,
        subject: 'Nothing arrives',
        waiting_since: at('2020-01-01T00:00:00Z'),
      },
      {
        id: waiting?.id,
        number: waiting?.number,
        subject: 'A question',
        waiting_since: at('2020-01-02T00:00:00Z'),
      },
    ]);
    expect((forAdmin.open_tickets ?? 0) - (before.open_tickets ?? 0)).toBe(2);
    expect(Object.keys(forAdmin).sort()).toEqual([
      'alerts',
      'attention',
      'delivery',
      'domains',
      'events',
      'generated_at',
      'new_users',
      'open_tickets',
      'recent_signups',
      'revenue_by_currency',
      'revenue_this_month',
      'trends',
      'users',
    ]);
    expect(forAdmin.alerts.map((alert) => alert.key)).toEqual(
      expect.arrayContaining(['urgent_tickets', 'tracking_domains_failed']),
    );

    // The support account (dashboard and support): the tickets, not the people, domains or revenue.
    const forSupport = await dashboard(support.token, 'pl');
    expect(Object.keys(forSupport).sort()).toEqual(['alerts', 'attention', 'generated_at', 'open_tickets']);
    expect(Object.keys(forSupport.attention ?? {}).sort()).toEqual([
      'waiting_tickets',
      'waiting_tickets_count',
    ]);
    expect(forSupport.open_tickets).toBe(forAdmin.open_tickets);
    expect(forSupport.alerts.map((alert) => alert.key)).toEqual(['urgent_tickets']);
    const [urgentAlert] = forSupport.alerts;
    expect(urgentAlert?.title).not.toBe(
      forAdmin.alerts.find((alert) => alert.key === 'urgent_tickets')?.title,
    );
    expect(urgentAlert?.action_url).toBe('/admin/support?priority=urgent');

    // A role made in the panel with the dashboard alone: the time of the figures, nothing else.
    const name = `dash-${randomUUID().slice(0, 8)}`;
    const created = await server()
      .client({ token: admin.token })
      .POST('/admin/roles', { body: { name, permissions: ['admin.dashboard.view'] } });
    expect(created.response.status).toBe(201);
    const viewer = await signedInAccount(test, { role: name });
    expect(await dashboard(viewer.token)).toEqual({ generated_at: clock, alerts: [] });
  });
});
