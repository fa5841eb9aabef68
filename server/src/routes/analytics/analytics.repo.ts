import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';

// The analytics reads. Totals and series come from `event_totals` (one row per domain, hour and
// currency); breakdowns from `event_dimension_totals`; a read narrowed to one event name from
// `event_rollups`, the only rollup that keeps names beside statuses. Only the realtime reads, which
// look at the last minutes, read `events` itself. Sums arrive as text (bigint, numeric): `Number` them.

/** Which domains a read covers (the user's, or the one asked for) and which hours, as instants. */
export interface Scope {
  domainIds: readonly string[];
  from: number;
  to: number;
  /** Only events of this name (read from `event_rollups`). */
  eventName?: string;
}

const inScope = (column: SQL, { domainIds }: Scope) =>
  sql`${column} = any(${sql.param([...domainIds])}::text[])`;
const inHours = (column: SQL, { from, to }: Scope) =>
  sql`${column} >= ${new Date(from).toISOString()}::timestamptz and ${column} < ${new Date(to).toISOString()}::timestamptz`;

/**
 * The rows that hold a scope's totals, with the columns of `event_totals`: the table itself, or the
 * named event's rollups shaped like it (its failed events' values left out of the conversions).
 */
function totalsSource(scope: Scope): SQL {
  if (scope.eventName === undefined) {
    return sql`(select * from event_totals where ${inScope(sql`domain_id`, scope)} and ${inHours(sql`hour`, scope)}) as totals`;
  }
  return sql`(select domain_id, hour, currency, events,
      case when status = 'processed' then events else 0 end as processed,
      case when status = 'failed' then events else 0 end as failed,
      case when status = 'pending' then events else 0 end as pending,
      case when status = 'failed' then 0 else valued end as conversions,
      case when status = 'failed' then 0 else revenue end as revenue
    from event_rollups
    where ${inScope(sql`domain_id`, scope)} and ${inHours(sql`hour`, scope)}
      and event_name = ${scope.eventName} and source <> 'test') as totals`;
}

const countsOf = (currency: string) => sql`
  coalesce(sum(events), 0) as events, coalesce(sum(processed), 0) as processed,
  coalesce(sum(failed), 0) as failed, coalesce(sum(pending), 0) as pending,
  coalesce(sum(conversions) filter (where currency = ${currency}), 0) as conversions,
  coalesce(sum(revenue) filter (where currency = ${currency}), 0) as revenue`;

interface CountsRow {
  events: string | number;
  processed: string | number;
  failed: string | number;
  pending: string | number;
  conversions: string | number;
  revenue: string | number;
}

export interface Counts {
  events: number;
  processed: number;
  failed: number;
  pending: number;
  conversions: number;
  /** In major units of the revenue currency. */
  revenue: number;
}

const counts = (row: CountsRow | undefined): Counts => ({
  events: Number(row?.events ?? 0),
  processed: Number(row?.processed ?? 0),
  failed: Number(row?.failed ?? 0),
  pending: Number(row?.pending ?? 0),
  conversions: Number(row?.conversions ?? 0),
  revenue: Number(row?.revenue ?? 0),
});

/** The scope's totals and how many domains had events. */
export async function totalsOf(db: Database, scope: Scope, currency: string) {
  const [row] = await rowsOf<CountsRow & { active_domains: string | number }>(
    db,
    sql`select ${countsOf(currency)}, count(distinct domain_id) filter (where events > 0) as active_domains
        from ${totalsSource(scope)}`,
  );
  return { ...counts(row), activeDomains: Number(row?.active_domains ?? 0) };
}

/** The scope's totals per UTC hour that had events, oldest first. */
export async function hourlyTotals(db: Database, scope: Scope, currency: string) {
  const rows = await rowsOf<CountsRow & { hour: string | Date }>(
    db,
    sql`select hour, ${countsOf(currency)} from ${totalsSource(scope)} group by hour order by hour`,
  );
  return rows.map((row) => ({ hour: new Date(row.hour).getTime(), ...counts(row) }));
}

/** Every currency the scope's conversions carried, alphabetically. */
export async function currenciesOf(db: Database, scope: Scope) {
  const rows = await rowsOf<{ currency: string }>(
    db,
    sql`select distinct currency from ${totalsSource(scope)}
        where currency is not null and conversions > 0 order by currency`,
  );
  return rows.map((row) => row.currency);
}

/** The scope's totals per domain that had events. */
export async function totalsPerDomain(db: Database, scope: Scope, currency: string) {
  const rows = await rowsOf<CountsRow & { domain_id: string }>(
    db,
    sql`select domain_id, ${countsOf(currency)} from ${totalsSource(scope)} group by domain_id`,
  );
  return new Map(rows.map((row) => [row.domain_id, counts(row)]));
}

/** When each domain of the scope last had an event in its hours (test events aside), by domain id. */
export async function lastEventTimes(db: Database, scope: Scope) {
  // One backward index scan per domain, through the lateral join, rather than a max over all its events.
  const rows = await rowsOf<{ domain_id: string; last_event_at: string | Date }>(
    db,
    sql`select d.id as domain_id, latest.event_time as last_event_at
        from unnest(${sql.param([...scope.domainIds])}::text[]) as d(id)
        cross join lateral (
          select event_time from events
          where domain_id = d.id and ${inHours(sql`event_time`, scope)} and source <> 'test'
            ${scope.eventName === undefined ? sql`` : sql`and event_name = ${scope.eventName}`}
          order by event_time desc limit 1
        ) as latest`,
  );
  return new Map(rows.map((row) => [row.domain_id, new Date(row.last_event_at)]));
}

export interface Group {
  key: string | null;
  events: number;
  /** In major units of the revenue currency. */
  revenue: number;
}

const groups = (rows: { key: string | null; events: string | number; revenue: string | number }[]) =>
  rows.map((row) => ({ key: row.key, events: Number(row.events), revenue: Number(row.revenue) }));

/** The scope's events per value of a stored dimension, largest first (test events only under `source`). */
export async function dimensionGroups(
  db: Database,
  scope: Scope,
  dimension: 'event_name' | 'source' | 'country' | 'device',
  currency: string,
): Promise<Group[]> {
  if (scope.eventName !== undefined) return namedEventGroups(db, scope, dimension, currency);
  return groups(
    await rowsOf(
      db,
      sql`select key, sum(events) as events, coalesce(sum(revenue) filter (where currency = ${currency}), 0) as revenue
          from event_dimension_totals
          where ${inScope(sql`domain_id`, scope)} and dimension = ${dimension} and ${inHours(sql`hour`, scope)}
          group by key order by 2 desc, key nulls last`,
    ),
  );
}

/**
 * The scope's events per value of a column the hourly rollups keep beside names and statuses (its
 * failed events' values left out of the revenue). Test events count only under `source`.
 */
function rollupGroups(
  db: Database,
  scope: Scope,
  column: 'event_name' | 'source' | 'status',
  currency: string,
) {
  return rowsOf<{ key: string | null; events: string | number; revenue: string | number }>(
    db,
    sql`select ${sql.identifier(column)} as key, sum(events) as events,
          coalesce(sum(revenue) filter (where currency = ${currency} and status <> 'failed'), 0) as revenue
        from event_rollups
        where ${inScope(sql`domain_id`, scope)} and ${inHours(sql`hour`, scope)}
          ${scope.eventName === undefined ? sql`` : sql`and event_name = ${scope.eventName}`}
          ${column === 'source' ? sql`` : sql`and source <> 'test'`}
        group by 1 order by 2 desc, 1`,
  ).then(groups);
}

/** The scope's events per delivery status, largest first. */
export const statusGroups = (db: Database, scope: Scope, currency: string) =>
  rollupGroups(db, scope, 'status', currency);

/**
 * One event name's events per value of a dimension: names and sources from its rollups; no rollup
 * keeps a name beside a country or device, so those two count the period's events themselves.
 */
async function namedEventGroups(
  db: Database,
  scope: Scope,
  dimension: 'event_name' | 'source' | 'country' | 'device',
  currency: string,
): Promise<Group[]> {
  if (dimension === 'event_name' || dimension === 'source')
    return rollupGroups(db, scope, dimension, currency);
  return groups(
    await rowsOf(
      db,
      sql`select ${sql.identifier(dimension)} as key, count(*) as events,
            coalesce(sum(value) filter (where currency = ${currency} and status <> 'failed'), 0) as revenue
          from events
          where ${inScope(sql`domain_id`, scope)} and ${inHours(sql`event_time`, scope)}
            and event_name = ${scope.eventName} and source <> 'test'
          group by 1 order by 2 desc, 1 nulls last`,
    ),
  );
}

export interface ExportRow {
  date: string;
  domain_id: string;
  domain_name: string;
  event_name: string;
  currency: string | null;
  events: number;
  processed: number;
  failed: number;
  /** In major units; null when the events carried no value. */
  revenue: number | null;
}

/** Daily figures per domain, event name and currency for the scope's hours, in `timeZone`'s days. */
export async function exportRows(db: Database, scope: Scope, timeZone: string): Promise<ExportRow[]> {
  const rows = await rowsOf<Record<keyof ExportRow, string | number | null>>(
    db,
    sql`select to_char(r.hour at time zone ${timeZone}, 'YYYY-MM-DD') as date, r.domain_id, d.name as domain_name,
          r.event_name, r.currency, sum(r.events) as events,
          coalesce(sum(r.events) filter (where r.status = 'processed'), 0) as processed,
          coalesce(sum(r.events) filter (where r.status = 'failed'), 0) as failed,
          case when sum(r.valued) filter (where r.status <> 'failed') > 0
            then sum(r.revenue) filter (where r.status <> 'failed') end as revenue
        from event_rollups as r join domains as d on d.id = r.domain_id
        where ${inScope(sql`r.domain_id`, scope)} and ${inHours(sql`r.hour`, scope)} and r.source <> 'test'
          ${scope.eventName === undefined ? sql`` : sql`and r.event_name = ${scope.eventName}`}
        group by 1, 2, 3, 4, 5
        order by 1, 3, 4, 5 nulls first`,
  );
  return rows.map((row) => ({
    date: String(row.date),
    domain_id: String(row.domain_id),
    domain_name: String(row.domain_name),
    event_name: String(row.event_name),
    currency: row.currency === null ? null : String(row.currency),
    events: Number(row.events),
    processed: Number(row.processed),
    failed: Number(row.failed),
    revenue: row.revenue === null ? null : Number(row.revenue),
  }));
}
