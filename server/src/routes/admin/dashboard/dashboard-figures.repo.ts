import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/database.ts';
import { ADMIN_ROLE } from '../../../lib/access.repo.ts';
import type { DashboardPeriods, Stretch } from './dashboard-periods.ts';

/** An instant as a parameter PGlite and PostgreSQL both read as timestamptz. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const dayOf = (instant: Date) => sql`${instant.toISOString().slice(0, 10)}::date`;
const within = (column: ReturnType<typeof sql.raw>, { from, to }: Stretch) =>
  sql`${column} >= ${at(from)} and ${column} <= ${at(to)}`;

/** Counts come back as numbers from PGlite and as strings from node-postgres (bigint). */
const numberOf = (value: unknown) => Number(value ?? 0);

/**
 * Accounts by status (from their totals, migration 0016), administrators, and sign-ups of each period
 * and of the one before: one range of the index on created_at, from the earliest of those periods on,
 * so the figures read two months of sign-ups, never the table.
 */
export async function userFigures(db: Database, periods: DashboardPeriods) {
  const created = sql.raw('u.created_at');
  const { today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth, monthAgo } = periods;
  const starts = [today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth].map(({ from }) =>
    from.getTime(),
  );
  const earliest = new Date(Math.min(monthAgo.getTime(), ...starts));
  const [statusRows, [row], [admins]] = await Promise.all([
    rowsOf<{ status: string; users: unknown }>(db, sql`select status, users from user_status_totals`),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select count(*) filter (where ${within(created, periods.today)}) as today,
        count(*) filter (where ${within(created, periods.yesterday)}) as yesterday,
        count(*) filter (where ${within(created, periods.thisWeek)}) as this_week,
        count(*) filter (where ${within(created, periods.lastWeek)}) as last_week,
        count(*) filter (where ${within(created, periods.thisMonth)}) as this_month,
        count(*) filter (where ${within(created, periods.lastMonth)}) as last_month,
        count(*) filter (where ${created} > ${at(periods.monthAgo)}) as since_month_ago
      from users as u where ${created} >= ${at(earliest)}`,
    ),
    // Holders of the admin role, and accounts flagged is_admin with no role (as loadAccess counts them).
    rowsOf<{ admins: unknown }>(
      db,
      sql`select (select count(distinct ur.user_id) from user_roles as ur join roles as r on r.id = ur.role_id
          where r.name = ${ADMIN_ROLE})
        + (select count(*) from users as u where u.is_admin
          and not exists (select 1 from user_roles as ur where ur.user_id = u.id)) as admins`,
    ),
  ]);
  const byStatus = new Map(statusRows.map((entry) => [entry.status, numberOf(entry.users)]));
  const total = [...byStatus.values()].reduce((sum, value) => sum + value, 0);
  const figure = (key: string) => numberOf(row?.[key]);
  return {
    users: {
      total,
      active: byStatus.get('active') ?? 0,
      suspended: byStatus.get('suspended') ?? 0,
      pending: byStatus.get('pending') ?? 0,
      admins: numberOf(admins?.admins),
    },
    newUsers: { today: figure('today'), this_week: figure('this_week'), this_month: figure('this_month') },
    previous: {
      users: { total: total - figure('since_month_ago') },
      newUsers: {
        today: figure('yesterday'),
        this_week: figure('last_week'),
        this_month: figure('last_month'),
      },
    },
  };
}

/** Domains by status, and how many there were a month ago. */
export async function domainFigures(db: Database, periods: DashboardPeriods) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(*) as total,
      count(*) filter (where d.status = 'pending') as pending,
      count(*) filter (where d.status = 'active') as active,
      count(*) filter (where d.status = 'suspended') as suspended,
      count(*) filter (where d.status = 'expired') as expired,
      count(*) filter (where d.created_at <= ${at(periods.monthAgo)}) as total_month_ago
    from domains as d`,
  );
  const figure = (key: string) => numberOf(row?.[key]);
  return {
    domains: {
      total: figure('total'),
      pending: figure('pending'),
      active: figure('active'),
      suspended: figure('suspended'),
      expired: figure('expired'),
    },
    previous: { total: figure('total_month_ago') },
  };
}

/** Events of one stretch: all received, those delivered everywhere (processed) and those that failed. */
export interface EventCounts {
  events: number;
  delivered: number;
  failed: number;
}

/** One bucket of the event rollups, across every domain. */
interface EventBucket extends EventCounts {
  start: Date;
}

const startOfDay = (instant: Date) => new Date(instant.toISOString().slice(0, 10) + 'T00:00:00Z');

function bucketsOf(rows: Record<string, unknown>[]): EventBucket[] {
  return rows.map((row) => ({
    start: new Date(row.start as string | Date),
    events: numberOf(row.events),
    delivered: numberOf(row.delivered),
    failed: numberOf(row.failed),
  }));
}

/**
 * The events of `stretches`, counted from the rollups rather than the events: whole days from the daily
 * totals and the hours of each stretch's last day from the hourly ones (the hour now running included),
 * so a month is a few dozen rows per domain, never its events. Test events are not in the rollups.
 */
export async function eventFigures<K extends string>(
  db: Database,
  stretches: Record<K, Stretch>,
): Promise<Record<K, EventCounts>> {
  const all = Object.values<Stretch>(stretches);
  const earliest = new Date(Math.min(...all.map((stretch) => stretch.from.getTime())));
  const latest = new Date(Math.max(...all.map((stretch) => stretch.to.getTime())));
  const lastDays = all.map(({ to }) => sql`(t.hour >= ${at(startOfDay(to))} and t.hour <= ${at(to)})`);
  const [days, hours] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select t.day::text as start, sum(t.events) as events, sum(t.processed) as delivered,
        sum(t.failed) as failed
      from event_totals_daily as t where t.day >= ${dayOf(earliest)} and t.day < ${dayOf(latest)}
      group by t.day`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select t.hour as start, sum(t.events) as events, sum(t.processed) as delivered, sum(t.failed) as failed
      from event_totals as t where ${sql.join(lastDays, sql` or `)} group by t.hour`,
    ),
  ]);
  const daily = bucketsOf(days);
  const hourly = bucketsOf(hours);
  const sum = ({ from, to }: Stretch): EventCounts => {
    const lastDay = startOfDay(to);
    const buckets = [
      ...daily.filter(({ start }) => start >= startOfDay(from) && start < lastDay),
      ...hourly.filter(({ start }) => start >= lastDay && start >= from && start <= to),
    ];
    return buckets.reduce(
      (total, bucket) => ({
        events: total.events + bucket.events,
        delivered: total.delivered + bucket.delivered,
        failed: total.failed + bucket.failed,
      }),
      { events: 0, delivered: 0, failed: 0 },
    );
  };
  return Object.fromEntries(
    Object.entries<Stretch>(stretches).map(([key, stretch]) => [key, sum(stretch)]),
  ) as Record<K, EventCounts>;
}

/** Money received, by currency, this month and in last month's same stretch (succeeded payments only). */
export async function revenueFigures(db: Database, periods: DashboardPeriods) {
  const paid = sql.raw('coalesce(p.paid_at, p.created_at)');
  const rows = await rowsOf<{ currency: string; this_month: unknown; last_month: unknown }>(
    db,
    sql`select p.currency,
      coalesce(sum(p.amount) filter (where ${within(paid, periods.thisMonth)}), 0) as this_month,
      coalesce(sum(p.amount) filter (where ${within(paid, periods.lastMonth)}), 0) as last_month
    from payments as p
    where p.status = 'succeeded' and ${paid} >= ${at(periods.lastMonth.from)} and ${paid} <= ${at(periods.now)}
    group by p.currency`,
  );
  const money = (key: 'this_month' | 'last_month') =>
    rows
      .map((row) => ({ amount: numberOf(row[key]), currency: row.currency }))
      .filter((entry) => entry.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  return { thisMonth: money('this_month'), lastMonth: money('last_month') };
}
