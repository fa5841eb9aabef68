import { and, count, desc, eq, gte, inArray, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domains, plans, trackingDomains } from '../../db/schema/business.ts';
import { eventRollups, events, eventTotals, type EventStatus } from '../../db/schema/events.ts';
import { periodStartOf } from '../events/period-usage.repo.ts';

const rollups = eventRollups;

/** Summed rollup events, optionally of one status, as a number. */
const summed = (status?: EventStatus, condition?: SQL) => {
  const filters = [status && sql`${rollups.status} = ${status}`, condition].filter(Boolean) as SQL[];
  const filter = filters.length ? sql` filter (where ${sql.join(filters, sql` and `)})` : sql``;
  return sql<number>`coalesce(sum(${rollups.events})${filter}, 0)`.mapWith(Number);
};

/** The instant a local day or month of `timeZone` began, as of `now`. */
export const localStart = (unit: 'day' | 'month', now: Date, timeZone: string) =>
  sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;

/** The instant the local calendar day `date` (`YYYY-MM-DD`) begins in `timeZone`. */
const dayStart = (date: string, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`;

/** Rollups of the user's domains (or one of them) without test events, which count nowhere. */
const ownRollups = (userId: string, domainId?: string) =>
  and(
    eq(domains.userId, userId),
    domainId ? eq(rollups.domainId, domainId) : undefined,
    ne(rollups.source, 'test'),
  );

/** The user's domains with the monthly event limit of their plan and the start of the period it counts in. */
export function domainsOf(db: Database, userId: string, now: Date, timeZone: string) {
  return db
    .select({
      id: domains.id,
      name: domains.name,
      status: domains.status,
      eventsLimit: plans.eventsPerMonth,
      periodStart: periodStartOf(domains.id, now, timeZone),
    })
    .from(domains)
    .leftJoin(plans, eq(plans.id, domains.planId))
    .where(eq(domains.userId, userId))
    .orderBy(domains.createdAt);
}

export function trackingDomainsOf(db: Database, userId: string) {
  return db
    .select({
      domainId: trackingDomains.domainId,
      hostname: trackingDomains.hostname,
      cnameTarget: trackingDomains.cnameTarget,
      status: trackingDomains.status,
    })
    .from(trackingDomains)
    .innerJoin(domains, eq(domains.id, trackingDomains.domainId))
    .where(eq(domains.userId, userId))
    .orderBy(trackingDomains.createdAt);
}

/** Each domain's current subscription: its latest, as `GET /subscriptions/{domain}` shows it. */
export function currentSubscriptionsOf(db: Database, userId: string) {
  return db
    .selectDistinctOn([subscriptions.domainId], {
      domainId: subscriptions.domainId,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(domains, eq(domains.id, subscriptions.domainId))
    .where(eq(domains.userId, userId))
    .orderBy(subscriptions.domainId, desc(subscriptions.createdAt));
}

/** Event figures of today and this month in the user's time zone. */
export async function eventFigures(db: Database, userId: string, now: Date, timeZone: string) {
  const today = sql`${rollups.hour} >= ${localStart('day', now, timeZone)}`;
  const [row] = await db
    .select({
      eventsToday: summed(undefined, today),
      failedToday: summed('failed', today),
      eventsThisMonth: summed(),
      processedThisMonth: summed('processed'),
      failedThisMonth: summed('failed'),
    })
    .from(rollups)
    .innerJoin(domains, eq(domains.id, rollups.domainId))
    .where(and(ownRollups(userId), gte(rollups.hour, localStart('month', now, timeZone))));
  return (
    row ?? { eventsToday: 0, failedToday: 0, eventsThisMonth: 0, processedThisMonth: 0, failedThisMonth: 0 }
  );
}

/** Processed and failed events per domain since `from` (whole hours). */
export function outcomesSince(db: Database, userId: string, from: Date) {
  return db
    .select({ domainId: rollups.domainId, processed: summed('processed'), failed: summed('failed') })
    .from(rollups)
    .innerJoin(domains, eq(domains.id, rollups.domainId))
    .where(and(ownRollups(userId), gte(rollups.hour, from)))
    .groupBy(rollups.domainId);
}

export interface UsageQuery {
  userId: string;
  domainId?: string;
  timeZone: string;
  /** Inclusive local days, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

/** Summed `event_totals` column, as a number. */
const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Events per local day of the period, by status; days without events are absent. Read from
 * `event_totals`, the rollup `events_per_month` is counted from (events/period-usage.repo.ts), so a
 * period that matches the billing period shows the figure the limit sees.
 */
export function usageByDay(db: Database, { userId, domainId, timeZone, startDate, endDate }: UsageQuery) {
  return (
    db
      .select({
        date: sql<string>`to_char(${eventTotals.hour} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        events: total(eventTotals.events),
        processed: total(eventTotals.processed),
        failed: total(eventTotals.failed),
        pending: total(eventTotals.pending),
      })
      .from(eventTotals)
      .innerJoin(domains, eq(domains.id, eventTotals.domainId))
      .where(
        and(
          eq(domains.userId, userId),
          domainId ? eq(eventTotals.domainId, domainId) : undefined,
          gte(eventTotals.hour, dayStart(startDate, timeZone)),
          lt(eventTotals.hour, sql`(${endDate}::date + 1)::timestamp at time zone ${timeZone}`),
        ),
      )
      // By position: the expression's parameters would be numbered anew in GROUP BY and no longer match.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/**
 * The 10 latest events of the user's domains (or only failed ones), newest first, with the domain's name;
 * test events are left out, as from every figure beside them.
 */
export async function latestEvents(db: Database, userId: string, onlyFailed: boolean) {
  // Ten per domain first (an index scan each, through the lateral join), then the ten newest of those.
  const perDomain = db
    .select({ id: events.id, eventTime: events.eventTime })
    .from(events)
    .where(
      and(
        eq(events.domainId, domains.id),
        ne(events.source, 'test'),
        onlyFailed ? eq(events.status, 'failed') : undefined,
      ),
    )
    .orderBy(desc(events.eventTime))
    .limit(10)
    .as('latest');
  const latest = await db
    .select({ id: perDomain.id, eventTime: perDomain.eventTime, domainName: domains.name })
    .from(domains)
    .crossJoinLateral(perDomain)
    .where(eq(domains.userId, userId))
    .orderBy(desc(perDomain.eventTime))
    .limit(10);
  if (!latest.length) return [];
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        inArray(
          events.id,
          latest.map(({ id }) => id),
        ),
        inArray(
          events.eventTime,
          latest.map(({ eventTime }) => eventTime),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return latest.flatMap(({ id, domainName }) => {
    const event = byId.get(id);
    return event ? [{ event, domainName }] : [];
  });
}

/** Whether `domainId` is one of the user's domains. */
export async function ownsDomain(db: Database, userId: string, domainId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.userId, userId)));
  return (row?.value ?? 0) > 0;
}
