import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './database.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant, in UTC (partitions follow UTC months). */
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Makes sure the monthly partitions of `events` exist from the month of `from` to the month of `to`
 * (SQL function of migration 0003). Events outside every partition still land in the default one, so
 * this is about keeping each month's reads and deletes on its own table, not about inserts failing.
 * Returns how many partitions it created.
 */
export async function ensureEventPartitions(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await rowsOf<{ created: number }>(
    db,
    sql`select ensure_event_partitions(${utcDay(from)}::date, ${utcDay(to)}::date) as created`,
  );
  return row?.created ?? 0;
}

/** The partitions around `now`: last month to three months ahead, enough between two start-ups. */
export function ensureCurrentEventPartitions(db: Database, now = new Date()): Promise<number> {
  return ensureEventPartitions(
    db,
    new Date(now.getTime() - 31 * DAY_MS),
    new Date(now.getTime() + 92 * DAY_MS),
  );
}
