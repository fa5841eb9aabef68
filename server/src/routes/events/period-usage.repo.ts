import { and, desc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { eventTotals, eventTotalsDaily } from '../../db/schema/events.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Subscriptions whose billing period is the one event limits count in. */
const BILLED = ['active', 'trialing', 'past_due'] as const;

/**
 * When the period a domain's `events_per_month` counts in began, as an SQL expression on its id column:
 * the current period's start of its latest subscription while that is billed, else the start of the
 * calendar month in `timeZone` (the owner's, as the dashboard's "this month"). One probe of the
 * subscriptions' (domain_id, created_at) index.
 */
export function periodStartOf(domainId: AnyColumn, now: Date, timeZone: string | AnyColumn): SQL<Date> {
  const latest = sql`(select case when ${inArray(subscriptions.status, [...BILLED])}
      then ${subscriptions.currentPeriodStart} end
    from ${subscriptions} where ${eq(subscriptions.domainId, domainId)}
    order by ${desc(subscriptions.createdAt)} limit 1)`;
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone})
    at time zone ${timeZone})`;
  return sql<Date>`coalesce(${latest}, ${monthStart})`.mapWith((value: Date | string) => new Date(value));
}

/**
 * The events of `domainId` that count towards its plan since `start`: the hours that begin at or after
 * it, read from the rollups analytics keeps (test events are not in them, as they count nowhere). The
 * whole UTC days come from `event_totals_daily`, only the hours before the first of them from
 * `event_totals`, so a month costs about 31 + 23 index-read rows per currency, never a count of events.
 */
export async function eventsSince(db: Database, domainId: string, start: Date): Promise<number> {
  const firstHour = Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS;
  const firstDay = Math.ceil(firstHour / DAY_MS) * DAY_MS;
  const days = db
    .select({ events: eventTotalsDaily.events })
    .from(eventTotalsDaily)
    .where(
      and(
        eq(eventTotalsDaily.domainId, domainId),
        gte(eventTotalsDaily.day, new Date(firstDay).toISOString().slice(0, 10)),
      ),
    );
  const hours = db
    .select({ events: eventTotals.events })
    .from(eventTotals)
    .where(
      and(
        eq(eventTotals.domainId, domainId),
        gte(eventTotals.hour, new Date(firstHour)),
        lt(eventTotals.hour, new Date(firstDay)),
      ),
    );
  const [row] = await db
    .select({ events: sql<number>`coalesce(sum(events), 0)`.mapWith(Number) })
    .from(days.unionAll(hours).as('counted'));
  return row?.events ?? 0;
}
