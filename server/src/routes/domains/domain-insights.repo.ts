import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { eventRollups, events } from '../../db/schema/events.ts';

/** The most frequent event names of a domain over local days `startDate`…`endDate`, without test events. */
export function topEventNames(
  db: Database,
  {
    domainId,
    timeZone,
    startDate,
    endDate,
  }: { domainId: string; timeZone: string; startDate: string; endDate: string },
  limit: number,
) {
  const events = sql<number>`sum(${eventRollups.events})`.mapWith(Number);
  return db
    .select({ eventName: eventRollups.eventName, events })
    .from(eventRollups)
    .where(
      and(
        eq(eventRollups.domainId, domainId),
        ne(eventRollups.source, 'test'),
        sql`${eventRollups.hour} >= (${startDate}::date::timestamp at time zone ${timeZone})`,
        sql`${eventRollups.hour} < ((${endDate}::date + 1)::timestamp at time zone ${timeZone})`,
      ),
    )
    .groupBy(eventRollups.eventName)
    .orderBy(desc(events), asc(eventRollups.eventName))
    .limit(limit);
}

/** Processed, failed and all events of a domain since `from` (whole hours), without test events. */
export async function outcomesSince(db: Database, domainId: string, from: Date) {
  const summed = (status?: string) =>
    sql<number>`coalesce(sum(${eventRollups.events})${status ? sql` filter (where ${eventRollups.status} = ${status})` : sql``}, 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({ events: summed(), processed: summed('processed'), failed: summed('failed') })
    .from(eventRollups)
    .where(
      and(eq(eventRollups.domainId, domainId), ne(eventRollups.source, 'test'), gte(eventRollups.hour, from)),
    );
  return row ?? { events: 0, processed: 0, failed: 0 };
}

/** When the domain's latest event (by its time) was received; null before the first. */
export async function lastEventReceivedAt(db: Database, domainId: string) {
  // By event time, which the (domain_id, event_time) index reads backwards in one step; the received time
  // of that event is what the owner asks about.
  const [row] = await db
    .select({ createdAt: events.createdAt })
    .from(events)
    .where(eq(events.domainId, domainId))
    .orderBy(desc(events.eventTime))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The status of the domain's current subscription (its latest), if it ever had one. */
export async function currentSubscriptionStatus(db: Database, domainId: string) {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.domainId, domainId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.status ?? null;
}
