import { randomUUID } from 'node:crypto';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/src/db/database.ts';
import { ensureEventPartitions } from '../../server/src/db/event-partitions.ts';
import {
  eventDedup,
  eventDeliveryAttempts,
  eventDimensionTotals,
  eventDimensionTotalsDaily,
  eventRollups,
  events,
  eventTotals,
  eventTotalsDaily,
} from '../../server/src/db/schema/events.ts';

const DAY_MS = 86_400_000;

/**
 * Stores three events of `domainId` in each of the twelve months before `now` (each month's partition
 * made first, as the server makes them), through the parent table, so the triggers count them into
 * every totals table; and one delivery attempt of the first.
 */
export async function storeEventsOverAYear(db: Database, domainId: string, now: Date) {
  const times = Array.from({ length: 12 * 3 }, (_, index) => {
    const month = Math.floor(index / 3) + 1;
    return new Date(now.getTime() - month * 30 * DAY_MS + (index % 3) * 3_600_000);
  });
  await ensureEventPartitions(db, times.at(-1) ?? now, now);
  const rows = await db
    .insert(events)
    .values(
      times.map((eventTime, index) => ({
        id: randomUUID(),
        domainId,
        eventName: index % 2 ? 'Purchase' : 'PageView',
        eventId: `year-${randomUUID()}`,
        status: 'processed' as const,
        value: index % 2 ? 20 : null,
        currency: index % 2 ? 'EUR' : null,
        country: 'PL',
        device: 'mobile' as const,
        eventTime,
      })),
    )
    .returning({ id: events.id });
  await db.insert(eventDeliveryAttempts).values({
    domainId,
    eventId: rows[0]?.id ?? '',
    service: 'meta_capi',
    attempt: 1,
    outcome: 'delivered',
    httpStatus: 200,
    durationMs: 12,
    attemptedAt: now,
  });
}

async function rowsOf(db: Database, table: PgTable, column: PgColumn, domainId: string) {
  const where: SQL = eq(column, domainId);
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** How many rows `domainId` has in each table the events of a domain fill. */
export async function domainEventRows(db: Database, domainId: string) {
  const [eventCount, rollups, totals, dailyTotals, dimensions, dailyDimensions, dedup, attempts] =
    await Promise.all([
      rowsOf(db, events, events.domainId, domainId),
      rowsOf(db, eventRollups, eventRollups.domainId, domainId),
      rowsOf(db, eventTotals, eventTotals.domainId, domainId),
      rowsOf(db, eventTotalsDaily, eventTotalsDaily.domainId, domainId),
      rowsOf(db, eventDimensionTotals, eventDimensionTotals.domainId, domainId),
      rowsOf(db, eventDimensionTotalsDaily, eventDimensionTotalsDaily.domainId, domainId),
      rowsOf(db, eventDedup, eventDedup.domainId, domainId),
      rowsOf(db, eventDeliveryAttempts, eventDeliveryAttempts.domainId, domainId),
    ]);
  return { events: eventCount, rollups, totals, dailyTotals, dimensions, dailyDimensions, dedup, attempts };
}
