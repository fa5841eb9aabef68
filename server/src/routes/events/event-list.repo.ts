import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import { eventRollups, events } from '../../db/schema/events.ts';
import { escapeLike } from '../auth/list-query.ts';
import type { EventCursor, EventFilters, EventSort, TimeBound } from './event-list-query.ts';

/** Past this many domains one query over all of them beats one per domain. */
const DOMAINS_QUERIED_APART = 50;

/** Whose events, seen from which time zone (for day filters). */
export interface EventScope {
  domainIds: string[];
  timeZone: string;
}

/** What to look for: `list` matches ids and names, `search` also page URLs and custom values. */
export interface EventSearch {
  text: string;
  wide: boolean;
}

/** Which rows of the ordered list to answer: by offset, or after or before a cursor. */
export type EventWindow = { offset: number; limit: number } | { cursor: EventCursor; limit: number };

const SORT_COLUMNS: Record<EventSort, SQL> = {
  event_time: sql`event_time`,
  created_at: sql`created_at`,
  processed_at: sql`processed_at`,
  event_name: sql`event_name`,
  status: sql`status`,
  value: sql`value`,
};

/** Which events a page shows, in which order, and which rows of that order. */
export interface EventPageQuery {
  filters: EventFilters;
  search?: EventSearch;
  sort: EventSort;
  order: 'asc' | 'desc';
  window: EventWindow;
}

/** The sort columns that may be null. */
const NULLABLE_SORTS = new Set<EventSort>(['processed_at', 'value']);

/** The condition one end of the event-time filter puts on `column` (`event_time`, or the rollups' `hour`). */
function boundSql(bound: TimeBound, timeZone: string, end: 'from' | 'to', column = sql`event_time`) {
  if ('instant' in bound) {
    const instant = bound.instant.toISOString();
    return end === 'from'
      ? sql`${column} >= ${instant}::timestamptz`
      : sql`${column} <= ${instant}::timestamptz`;
  }
  return end === 'from'
    ? sql`${column} >= (${bound.day}::date::timestamp at time zone ${timeZone})`
    : sql`${column} < ((${bound.day}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** The conditions of `filters` and `search` on `events`, besides the domain. */
function conditions(filters: EventFilters, search: EventSearch | undefined, timeZone: string): SQL[] {
  const list: SQL[] = [];
  if (filters.statuses) list.push(sql`status in ${filters.statuses}`);
  if (filters.eventNames) list.push(sql`event_name in ${filters.eventNames}`);
  if (filters.sources) list.push(sql`source in ${filters.sources}`);
  if (filters.from) list.push(boundSql(filters.from, timeZone, 'from'));
  if (filters.to) list.push(boundSql(filters.to, timeZone, 'to'));
  if (search) {
    const prefix = `${escapeLike(search.text)}%`;
    const contains = `%${escapeLike(search.text)}%`;
    const matches = [sql`event_id like ${prefix}`, sql`event_name ilike ${prefix}`];
    if (search.wide) {
      matches.push(
        sql`page_url ilike ${contains}`,
        sql`exists (select 1 from jsonb_each_text(custom_data) as custom (key, value) where custom.value ilike ${contains})`,
      );
    }
    list.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return list;
}

/** Best matches first: the exact id, then the exact name, then prefixes, then the rest. */
function rank(search: EventSearch) {
  return sql`case when event_id = ${search.text} then 0 when event_name = ${search.text} then 1
    when event_id like ${`${escapeLike(search.text)}%`} then 2 else 3 end`;
}

/**
 * The keys (id and time) of one page of the scope's events, in order. Each domain is asked apart, for
 * its first `offset + limit` rows in the list's order (an index range on `(domain_id, event_time)` for
 * the default order), and the answers merged: one query per domain, as Citus will want it, and no sort
 * of all the user's events. A cursor's page starts past the cursor's row, so it costs what the first does.
 */
async function pageKeys(db: Database, scope: EventScope, query: EventPageQuery) {
  const { filters, search, sort, window } = query;
  const cursor = 'cursor' in window ? window.cursor : undefined;
  // A page before a cursor is read backwards from it, then turned round.
  const backwards = cursor?.direction === 'before';
  const descending = (query.order === 'desc') !== backwards;
  const direction = descending ? sql`desc` : sql`asc`;
  // Empty values last whichever the direction, for the columns that have them. The others are left to
  // PostgreSQL's default, which the (domain_id, event_time) index serves read backwards; naming
  // `nulls last` on event_time made it sort each domain's every row instead.
  const nulls = !NULLABLE_SORTS.has(sort) ? sql`` : descending ? sql`nulls last` : sql`nulls first`;
  // A search in the default order puts the best matches first.
  const rankedBy = !cursor && sort === 'event_time' && query.order === 'desc' ? search : undefined;
  const order = sql.join(
    [
      ...(rankedBy ? [sql`search_rank asc`] : []),
      sql`sort_value ${direction} ${nulls}`,
      sql`id ${direction}`,
    ],
    sql`, `,
  );
  const where = conditions(filters, search, scope.timeZone);
  if (cursor) {
    const comparison = descending ? sql`<` : sql`>`;
    where.push(
      sql`(event_time, id) ${comparison} (${cursor.eventTime.toISOString()}::timestamptz, ${cursor.id})`,
    );
  }
  const take = ('offset' in window ? window.offset : 0) + window.limit + 1;
  const columns = sql`id, event_time, ${SORT_COLUMNS[sort]} as sort_value${rankedBy ? sql`, ${rank(rankedBy)} as search_rank` : sql``}`;
  const select = (domain: SQL) =>
    sql`(select ${columns} from events where ${sql.join([domain, ...where], sql` and `)} order by ${order} limit ${take})`;
  const parts =
    scope.domainIds.length <= DOMAINS_QUERIED_APART
      ? scope.domainIds.map((id) => select(sql`domain_id = ${id}`))
      : [select(sql`domain_id in ${scope.domainIds}`)];
  const offset = 'offset' in window ? window.offset : 0;
  const found = await rowsOf<{ id: string; event_time: string | Date }>(
    db,
    sql`select id, event_time from (${sql.join(parts, sql` union all `)}) as candidates
      order by ${order} limit ${window.limit + 1} offset ${offset}`,
  );
  const keys = found.map((row) => ({ id: row.id, eventTime: new Date(row.event_time) }));
  const more = keys.length > window.limit;
  const page = keys.slice(0, window.limit);
  return { keys: backwards ? page.reverse() : page, more };
}

/**
 * One page of the scope's events that `filters` and `search` select, in the list's order, and whether
 * more lie beyond it (in the direction it was read).
 */
export async function listEventsPage(db: Database, scope: EventScope, query: EventPageQuery) {
  if (!scope.domainIds.length) return { rows: [], more: false };
  const { keys, more } = await pageKeys(db, scope, query);
  if (!keys.length) return { rows: [], more };
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.domainId, scope.domainIds),
        sql`(${events.id}, ${events.eventTime}) in (select * from unnest(
          ${sql.param(keys.map((key) => key.id))}::text[],
          ${sql.param(keys.map((key) => key.eventTime.toISOString()))}::timestamptz[]))`,
      ),
    );
  const position = new Map(keys.map((key, index) => [key.id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, more };
}

/** Whether local days of `timeZone` begin on a UTC hour, so hourly rollups can count them exactly. */
function wholeHourZone(timeZone: string) {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return !name || /^GMT([+-]\d{2}:00)?$/.test(name);
}

/**
 * How many of the scope's events `filters` and `search` select: summed from the hourly rollups (a few
 * hundred rows for a month of a domain) where they can say it exactly, counted over the events otherwise
 * (a search, a time that is not on the hour).
 */
export async function countEvents(
  db: Database,
  scope: EventScope,
  { filters, search }: { filters: EventFilters; search?: EventSearch },
): Promise<number> {
  if (!scope.domainIds.length) return 0;
  // Rollup hours begin on the hour: a bound that does too is a bound on hours. An instant as the
  // inclusive end is not (its hour holds events after it).
  const dayOnTheHour = (bound: TimeBound) => 'day' in bound && wholeHourZone(scope.timeZone);
  const fromFits =
    !filters.from ||
    dayOnTheHour(filters.from) ||
    ('instant' in filters.from && filters.from.instant.getTime() % 3_600_000 === 0);
  const toFits = !filters.to || dayOnTheHour(filters.to);
  if (!search && fromFits && toFits) {
    const hour = sql`hour`;
    const where = [sql`domain_id in ${scope.domainIds}`];
    if (filters.statuses) where.push(sql`status in ${filters.statuses}`);
    if (filters.eventNames) where.push(sql`event_name in ${filters.eventNames}`);
    if (filters.sources) where.push(sql`source in ${filters.sources}`);
    if (filters.from) where.push(boundSql(filters.from, scope.timeZone, 'from', hour));
    if (filters.to) where.push(boundSql(filters.to, scope.timeZone, 'to', hour));
    const [row] = await rowsOf<{ total: string | number }>(
      db,
      sql`select coalesce(sum(events), 0) as total from ${eventRollups} where ${sql.join(where, sql` and `)}`,
    );
    return Number(row?.total ?? 0);
  }
  const where = [sql`domain_id in ${scope.domainIds}`, ...conditions(filters, search, scope.timeZone)];
  const [row] = await rowsOf<{ total: string | number }>(
    db,
    sql`select count(*) as total from events where ${sql.join(where, sql` and `)}`,
  );
  return Number(row?.total ?? 0);
}
