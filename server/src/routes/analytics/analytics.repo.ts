import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import {
  eventDimensionTotals,
  eventDimensionTotalsDaily,
  eventTotals,
  eventTotalsDaily,
} from '../../db/schema/events.ts';
import { bucketIndex } from './buckets.ts';
import { readPlan, type PlannedHour } from './read-plan.ts';

// The analytics reads. Totals and series come from `event_totals_daily` and `event_totals` (per domain,
// UTC day or hour, and currency), breakdowns from `event_dimension_totals_daily` and
// `event_dimension_totals`, whole days from the daily rows and the rest hour by hour as `readPlan` says;
// a read narrowed to one event name, the breakdown by status and the export from `event_rollups`, the
// only rollup that keeps names beside statuses. Only the realtime reads, which look at the last minutes,
// read `events` itself. Sums arrive as text (bigint, numeric): `Number` them.

/** Which domains a read covers (the user's, or the one asked for) and which hours, as instants. */
export interface Scope {
  domainIds: readonly string[];
  from: number;
  to: number;
  /** Only events of this name (read from `event_rollups`). */
  eventName?: string;
}

const inScope = (column: SQL, { domainIds }: Pick<Scope, 'domainIds'>) =>
  sql`${column} = any(${sql.param([...domainIds])}::text[])`;
const inHours = (column: SQL, { from, to }: Pick<Scope, 'from' | 'to'>) =>
  sql`${column} >= ${new Date(from).toISOString()}::timestamptz and ${column} < ${new Date(to).toISOString()}::timestamptz`;

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

export const countsOfRow = (row: CountsRow | undefined): Counts => ({
  events: Number(row?.events ?? 0),
  processed: Number(row?.processed ?? 0),
  failed: Number(row?.failed ?? 0),
  pending: Number(row?.pending ?? 0),
  conversions: Number(row?.conversions ?? 0),
  revenue: Number(row?.revenue ?? 0),
});

/** A part of the totals: one domain's counts in one bucket, from one rollup row group. */
export interface TotalsPart {
  domainId: string;
  bucket: number;
  counts: Counts;
  /** -1 for an hour given back by the bucket its whole day was counted in. */
  sign: 1 | -1;
}

const dayParam = (day: string) => sql`${day}::date`;
const hoursParam = (hours: readonly number[]) =>
  sql`${sql.param(hours.map((hour) => new Date(hour).toISOString()))}::timestamptz[]`;

/** A period cut into buckets: their start instants and the period's end. */
export interface Buckets {
  starts: readonly number[];
  end: number;
}

/** A period as one bucket. */
export const wholePeriod = ({ from, to }: Pick<Scope, 'from' | 'to'>): Buckets => ({
  starts: [from],
  end: to,
});

/**
 * Each period's counts per bucket, and per domain unless `perDomain` is false, in parts to be summed:
 * from the daily and hourly totals as `readPlan` says, all periods in one query per table, or for one
 * event name from its hourly rollups. Answers one list of parts per period, in their order.
 */
export async function totalsParts(
  db: Database,
  scope: Pick<Scope, 'domainIds' | 'eventName'>,
  periods: readonly Buckets[],
  currency: string,
  { perDomain = true } = {},
): Promise<TotalsPart[][]> {
  if (scope.eventName !== undefined) {
    const { eventName } = scope;
    return Promise.all(periods.map((buckets) => namedTotalsParts(db, scope, eventName, buckets, currency)));
  }
  const plans = periods.map((buckets) => readPlan(buckets));
  const days = new Map<string, { period: number; bucket: number }[]>();
  const hours = new Map<number, { period: number; entry: PlannedHour }[]>();
  plans.forEach((plan, period) => {
    for (const { day, bucket } of plan.days) days.set(day, [...(days.get(day) ?? []), { period, bucket }]);
    for (const entry of plan.hours)
      hours.set(entry.hour, [...(hours.get(entry.hour) ?? []), { period, entry }]);
  });
  // Per bucket only, the database sums the domains and sends ten times fewer rows.
  const domain = perDomain ? sql`domain_id,` : sql``;
  const [daily, hourly] = await Promise.all([
    days.size
      ? rowsOf<CountsRow & { domain_id?: string; day: string }>(
          db,
          sql`select ${domain} to_char(day, 'YYYY-MM-DD') as day, ${countsOf(currency)} from ${eventTotalsDaily}
              where ${inScope(sql`domain_id`, scope)} and day = any(${sql.param([...days.keys()])}::date[])
              group by ${domain} day`,
        )
      : [],
    hours.size
      ? rowsOf<CountsRow & { domain_id?: string; hour: string | Date }>(
          db,
          sql`select ${domain} hour, ${countsOf(currency)} from ${eventTotals}
              where ${inScope(sql`domain_id`, scope)} and hour = any(${hoursParam([...hours.keys()])})
              group by ${domain} hour`,
        )
      : [],
  ]);
  const parts: TotalsPart[][] = periods.map(() => []);
  for (const row of daily) {
    const counts = countsOfRow(row);
    for (const { period, bucket } of days.get(row.day) ?? [])
      parts[period]?.push({ domainId: row.domain_id ?? '', bucket, counts, sign: 1 });
  }
  for (const row of hourly) {
    const counts = countsOfRow(row);
    const domainId = row.domain_id ?? '';
    for (const { period, entry } of hours.get(new Date(row.hour).getTime()) ?? []) {
      parts[period]?.push({ domainId, bucket: entry.bucket, counts, sign: 1 });
      if (entry.takenFrom !== undefined)
        parts[period]?.push({ domainId, bucket: entry.takenFrom, counts, sign: -1 });
    }
  }
  return parts;
}

/** One event name's counts per bucket and domain, from its hourly rollups. */
async function namedTotalsParts(
  db: Database,
  scope: Pick<Scope, 'domainIds'>,
  eventName: string,
  buckets: Buckets,
  currency: string,
): Promise<TotalsPart[]> {
  const hours = { from: buckets.starts[0] ?? buckets.end, to: buckets.end };
  const rows = await rowsOf<CountsRow & { domain_id: string; hour: string | Date }>(
    db,
    sql`select domain_id, hour, ${countsOf(currency)} from (select domain_id, hour, currency, events,
          case when status = 'processed' then events else 0 end as processed,
          case when status = 'failed' then events else 0 end as failed,
          case when status = 'pending' then events else 0 end as pending,
          case when status = 'failed' then 0 else valued end as conversions,
          case when status = 'failed' then 0 else revenue end as revenue
        from event_rollups
        where ${inScope(sql`domain_id`, scope)} and ${inHours(sql`hour`, hours)}
          and event_name = ${eventName} and source <> 'test') as named
        group by 1, 2`,
  );
  return rows.map((row) => ({
    domainId: row.domain_id,
    bucket: bucketIndex(buckets.starts, new Date(row.hour).getTime()),
    counts: countsOfRow(row),
    sign: 1,
  }));
}

/** Every currency the scope's conversions carried in its whole days and hours, alphabetically. */
export async function currenciesOf(
  db: Database,
  scope: Scope,
  buckets: { starts: readonly number[]; end: number },
) {
  const plan = readPlan(buckets);
  const first = plan.days[0]?.day ?? '9999-12-31';
  const last = plan.days.at(-1)?.day ?? '0001-01-01';
  const rows = await rowsOf<{ currency: string }>(
    db,
    sql`select currency from ${eventTotalsDaily}
        where ${inScope(sql`domain_id`, scope)} and day >= ${dayParam(first)} and day <= ${dayParam(last)}
          and currency is not null and conversions > 0
        union
        select currency from ${eventTotals}
        where ${inScope(sql`domain_id`, scope)} and hour = any(${hoursParam(plan.hours.map((entry) => entry.hour))})
          and currency is not null and conversions > 0
        order by 1`,
  );
  return rows.map((row) => row.currency);
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

/**
 * The scope's events per value of a stored dimension, largest first, test events left out as everywhere
 * (the totals keep a `test` row under `source`, which is not read).
 */
export async function dimensionGroups(
  db: Database,
  scope: Scope,
  dimension: 'event_name' | 'source' | 'country' | 'device',
  currency: string,
): Promise<Group[]> {
  if (scope.eventName !== undefined) return namedEventGroups(db, scope, dimension, currency);
  // The whole period is one bucket: its whole UTC days from the daily rows, its ends hour by hour.
  const plan = readPlan({ starts: [scope.from], end: scope.to });
  const first = plan.days[0]?.day ?? '9999-12-31';
  const last = plan.days.at(-1)?.day ?? '0001-01-01';
  const counted = dimension === 'source' ? sql`and key <> 'test'` : sql``;
  const rows = await rowsOf<{ key: string | null; events: string | number; revenue: string | number }>(
    db,
    sql`select key, sum(events) as events, coalesce(sum(revenue) filter (where currency = ${currency}), 0) as revenue
        from (
          select key, currency, events, revenue from ${eventDimensionTotalsDaily}
          where ${inScope(sql`domain_id`, scope)} and dimension = ${dimension} ${counted}
            and day >= ${dayParam(first)} and day <= ${dayParam(last)}
          union all
          select key, currency, events, revenue from ${eventDimensionTotals}
          where ${inScope(sql`domain_id`, scope)} and dimension = ${dimension} ${counted}
            and hour = any(${hoursParam(plan.hours.map((entry) => entry.hour))})
        ) as parts
        group by key order by 2 desc, key nulls last`,
  );
  return groups(rows);
}

/**
 * The scope's events per value of a column the hourly rollups keep beside names and statuses (its
 * failed events' values left out of the revenue), test events left out.
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
          and source <> 'test'
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
