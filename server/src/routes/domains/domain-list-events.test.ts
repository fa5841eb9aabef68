import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { createOwnedDomain } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { plans } from '../../db/schema/business.ts';
import { eventRollups } from '../../db/schema/events.ts';

const server = useTestServer();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// The clock stopped at the test's start: the hour the rollups are written in is then in the month the
// server counts, even for a test running across a month's last midnight (the owner's, in Warsaw).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The start of the hour `msAgo` before now: rollups are kept per hour. */
const hourAgo = (msAgo: number) => new Date(Math.floor((Date.now() - msAgo) / HOUR_MS) * HOUR_MS);

/**
 * Three domains of a new account: `billed` (its latest subscription is a trial that began two hours
 * ago, after an older active one) counts 5 events; `lapsed` (its latest subscription is canceled)
 * counts this calendar month's 7, not its 1000 test events nor those of 40 days ago; `quiet` has none.
 */
async function createFixture() {
  const { db } = server();
  const account = await createAccount(server());
  const [billed, lapsed, quiet] = [
    await createOwnedDomain(server(), account.id),
    await createOwnedDomain(server(), account.id),
    await createOwnedDomain(server(), account.id),
  ];
  const [plan] = await db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
  if (!plan) throw new Error('the seeded plan is missing');
  const subscription = (
    domainId: string,
    status: 'active' | 'trialing' | 'canceled',
    startedAgo: number,
  ) => ({
    domainId,
    userId: account.id,
    planId: plan.id,
    status,
    interval: 'month' as const,
    currentPeriodStart: new Date(Date.now() - startedAgo),
    provider: 'sandbox' as const,
    createdAt: new Date(Date.now() - startedAgo),
  });
  await db
    .insert(subscriptions)
    .values([
      subscription(billed.id, 'active', 40 * DAY_MS),
      subscription(billed.id, 'trialing', 2 * HOUR_MS),
      subscription(lapsed.id, 'canceled', 40 * DAY_MS + HOUR_MS),
    ]);
  const rollup = (domainId: string, hour: Date, events: number, source: 'server' | 'test' = 'server') => ({
    domainId,
    hour,
    eventName: 'Purchase',
    source,
    status: 'processed' as const,
    events,
    valued: 0,
    revenue: 0,
  });
  await db
    .insert(eventRollups)
    .values([
      rollup(billed.id, hourAgo(0), 5),
      rollup(billed.id, hourAgo(3 * HOUR_MS), 100),
      rollup(lapsed.id, hourAgo(0), 7),
      rollup(lapsed.id, hourAgo(0), 1000, 'test'),
      rollup(lapsed.id, hourAgo(40 * DAY_MS), 30),
    ]);
  const token = await server().signIn(account.email, account.password);
  return { api: server().client({ token }), billed, lapsed, quiet };
}

describe('GET /domains events this period', () => {
  it('GET /domains sorts by events since the billed period start, else since the month began, without test events', async () => {
    const { api, billed, lapsed, quiet } = await createFixture();
    const counts = async (order: 'asc' | 'desc') => {
      const { data } = await api.GET('/domains', { params: { query: { sort: 'events_count', order } } });
      return data?.data.map((domain) => [domain.name, domain.events_count]);
    };
    const descending = [
      [lapsed.name, 7],
      [billed.name, 5],
      [quiet.name, 0],
    ];
    expect(await counts('desc')).toEqual(descending);
    expect(await counts('asc')).toEqual(descending.toReversed());

    const { data } = await api.GET('/domains/{domainId}', { params: { path: { domainId: billed.id } } });
    expect(data?.data.events_count).toBe(5);
  });
});
