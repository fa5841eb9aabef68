import { asc, eq, getTableName, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import {
  domainMonthTotals,
  domainPurges,
  eventDedup,
  eventDeliveryAttempts,
  eventDimensionTotals,
  eventDimensionTotalsDaily,
  eventRollups,
  eventTotals,
  eventTotalsDaily,
} from '../../db/schema/events.ts';

/**
 * Rows deleted per statement: each statement is short, so other work on the database (and, on PGlite,
 * the one thread the server runs on) is never held up for long by a purge.
 */
const CHUNK = 5000;

/** The tables besides `events` that keep rows per domain, all derived from its events or their deliveries. */
const DOMAIN_TABLES = [
  eventRollups,
  eventTotals,
  eventDimensionTotals,
  eventTotalsDaily,
  // After the daily totals, whose deletion its trigger adds up here.
  domainMonthTotals,
  eventDimensionTotalsDaily,
  eventDedup,
  eventDeliveryAttempts,
].map((table) => getTableName(table));

/** The deleted domains whose purge may start by `now`, the longest waiting first. */
export async function duePurges(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ domainId: domainPurges.domainId })
    .from(domainPurges)
    .where(lte(domainPurges.purgeAfter, now))
    .orderBy(asc(domainPurges.purgeAfter))
    .limit(limit);
  return rows.map((row) => row.domainId);
}

/** The partitions of `events` (the monthly ones and the default), by name. */
async function eventPartitions(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'events'::regclass order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Deletes the rows of `domainId` from `table`, `CHUNK` at a time; answers how many. */
async function deleteDomainRows(db: Database, table: string, domainId: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`with gone as (
        delete from ${sql.identifier(table)} where ctid = any(array(
          select ctid from ${sql.identifier(table)} where domain_id = ${domainId} limit ${CHUNK}))
        returning 1)
      select count(*)::integer as count from gone`,
    );
    const count = row?.count ?? 0;
    deleted += count;
    if (count < CHUNK) return deleted;
  }
}

/**
 * Deletes every row of domain `domainId` from the event tables, then its entry in `domain_purges`;
 * answers how many events went. Events are deleted partition by partition, which the rollup triggers
 * (statement triggers of the partitioned `events`) do not see: the totals are deleted whole after them
 * instead of being counted down. Run again after an interruption, it goes on where it stopped.
 */
export async function purgeDomainRows(db: Database, domainId: string): Promise<number> {
  let events = 0;
  for (const partition of await eventPartitions(db)) {
    events += await deleteDomainRows(db, partition, domainId);
  }
  for (const table of DOMAIN_TABLES) await deleteDomainRows(db, table, domainId);
  await db.delete(domainPurges).where(eq(domainPurges.domainId, domainId));
  return events;
}
