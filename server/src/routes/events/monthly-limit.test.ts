import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedDomain, limitEvents, purchase } from '../../../../tests/server/event-senders.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domains } from '../../db/schema/business.ts';
import { storeEvents } from '../analytics/analytics-fixtures.ts';

const server = useTestServer();
const DAY_MS = 86_400_000;

/** A keyed domain whose owner lives in UTC, so the calendar month is the UTC one, with their client. */
async function sender() {
  const keyed = await keyedDomain(server());
  await server().db.update(users).set({ timezone: 'UTC' }).where(eq(users.id, keyed.account.id));
  return { ...keyed, owner: server().client({ token: keyed.token }) };
}

const batch = (size: number) => Array.from({ length: size }, () => purchase());

// One moment for each test, the clock stopped at its start: the month its events are stored in is then
// the month the limit and the usage count, even for a test running across a month's last midnight.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /events, the monthly limit', () => {
  it('POST /events answers 403 past the limit, taking a batch that starts below it whole', async () => {
    const { send, domain } = await sender();
    await limitEvents(server(), domain.id, 3);
    expect((await send(batch(2))).data?.data.accepted).toBe(2);
    // 2 of 3 used: this batch starts below the limit and is taken whole.
    expect((await send(batch(2))).data?.data.accepted).toBe(2);
    const { response, error } = await send(batch(1));
    expect(response.status).toBe(403);
    expect(error?.message).toBe('This domain has used all the events its plan allows this month');
  });

  it('POST /events counts from the billing period’s start: events before it leave the limit untouched', async () => {
    const { db } = server();
    const { send, domain, account } = await sender();
    await limitEvents(server(), domain.id, 2);
    const [row] = await db.select({ planId: domains.planId }).from(domains).where(eq(domains.id, domain.id));
    const now = Date.now();
    // Two events 2 days ago: this month's, most days, but before the period that began yesterday.
    const earlier = new Date(now - 2 * DAY_MS).toISOString();
    await storeEvents(server(), [
      { domainId: domain.id, at: earlier },
      { domainId: domain.id, at: earlier },
    ]);
    await db.insert(subscriptions).values({
      domainId: domain.id,
      userId: account.id,
      planId: row?.planId ?? '',
      status: 'active',
      interval: 'month',
      currentPeriodStart: new Date(now - DAY_MS),
      currentPeriodEnd: new Date(now + 29 * DAY_MS),
      provider: 'sandbox',
    });
    expect((await send(batch(2))).response.status).toBe(202);
    expect((await send(batch(1))).response.status).toBe(403);
  });

  it('POST /events keeps a domain’s count a few seconds, then reads it again with events stored elsewhere', async () => {
    const { send, domain } = await sender();
    await limitEvents(server(), domain.id, 3);
    expect((await send(batch(1))).response.status).toBe(202);
    // Another server process stores five more.
    const now = new Date().toISOString();
    await storeEvents(
      server(),
      Array.from({ length: 5 }, () => ({ domainId: domain.id, at: now })),
    );
    expect((await send(batch(1))).response.status).toBe(202);
    vi.setSystemTime(Date.now() + 5_000);
    expect((await send(batch(1))).response.status).toBe(403);
  });

  it('GET /user/dashboard/usage and the dashboard’s quota alert read the figure the limit refuses at', async () => {
    const { send, domain, owner } = await sender();
    await limitEvents(server(), domain.id, 5);
    await send(batch(3));
    await send([...batch(3), purchase({ source: 'test' })]);
    expect((await send(batch(1))).response.status).toBe(403);

    const today = new Date().toISOString().slice(0, 10);
    const { data } = await owner.GET('/user/dashboard/usage', {
      params: { query: { start_date: `${today.slice(0, 8)}01`, end_date: today, domain_id: domain.id } },
    });
    expect(data?.data.totals.events).toBe(6);
    const dashboard = await owner.GET('/user/dashboard');
    const alert = dashboard.data?.data.alerts.find((item) => item.key === 'event_quota_reached');
    expect(alert?.domain_id).toBe(domain.id);
  });
});
