import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/database.ts';

/** Counts and sums come back as numbers from PGlite and as strings from node-postgres (bigint). */
const numberOf = (value: unknown) => Number(value ?? 0);
/** The payments that brought money in, refunded since or not. */
const PAID = sql.raw(`status in ('succeeded', 'refunded')`);
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export type Interval = 'day' | 'week' | 'month';

/** The site's currency (setting `billing.currency`), in which the contract's single figures are. */
export async function siteCurrency(db: Database): Promise<string> {
  const [row] = await rowsOf<{ value: unknown }>(
    db,
    sql`select value from settings where key = 'billing.currency'`,
  );
  return typeof row?.value === 'string' && /^[A-Z]{3}$/.test(row.value) ? row.value : 'USD';
}

/**
 * Per currency: all-time revenue, refunds and paid payments, and this and last calendar month's revenue
 * (UTC), from the totals per status and per day (migration 0020).
 */
export async function currencyTotals(db: Database, months: { thisMonth: Date; lastMonth: Date }) {
  const day = (at: Date) => sql`${at.toISOString().slice(0, 10)}::date`;
  const rows = await rowsOf<Record<string, unknown> & { currency: string }>(
    db,
    sql`select s.currency, s.revenue, s.refunded, s.paid,
      coalesce(m.this_month, 0) as this_month, coalesce(m.last_month, 0) as last_month
    from (
      select currency,
        coalesce(sum(amount) filter (where ${PAID}), 0) as revenue,
        sum(refunded_amount) as refunded,
        coalesce(sum(payments) filter (where ${PAID}), 0) as paid
      from payment_status_totals group by currency having sum(payments) <> 0
    ) as s left join (
      select currency,
        sum(revenue) filter (where day >= ${day(months.thisMonth)}) as this_month,
        sum(revenue) filter (where day < ${day(months.thisMonth)}) as last_month
      from payment_daily_totals where day >= ${day(months.lastMonth)} group by currency
    ) as m on m.currency = s.currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    revenue: numberOf(row.revenue),
    refunded: numberOf(row.refunded),
    paid: numberOf(row.paid),
    thisMonth: numberOf(row.this_month),
    lastMonth: numberOf(row.last_month),
  }));
}

/** Payments of `currency` per status: how many and their sum (migration 0020's totals). */
export async function statusTotals(db: Database, currency: string) {
  const rows = await rowsOf<{ status: string; count: unknown; total: unknown }>(
    db,
    sql`select status, payments as count, amount as total
      from payment_status_totals where currency = ${currency} and payments <> 0`,
  );
  return new Map(rows.map((row) => [row.status, { count: numberOf(row.count), total: numberOf(row.total) }]));
}

/** The monthly recurring revenue of the active subscriptions per currency (a yearly plan counts a twelfth). */
export async function recurringRevenue(db: Database) {
  const rows = await rowsOf<{ currency: string; mrr: unknown; active: unknown }>(
    db,
    sql`select p.currency,
      coalesce(round(sum(case when s.interval = 'year' then p.price_amount / 12.0 else p.price_amount end)), 0) as mrr,
      count(*) as active
    from subscriptions as s join plans as p on p.id = s.plan_id
    where s.status = 'active' and p.price_amount > 0
    group by p.currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    mrr: numberOf(row.mrr),
    active: numberOf(row.active),
  }));
}

/** One currency's figures of one bucket. */
export interface BucketFigures {
  revenue: number;
  refunded: number;
  payments_count: number;
  failed_count: number;
  new_count: number;
  new_revenue: number;
  churned_count: number;
}

/** A period of whole UTC days, as `YYYY-MM-DD` both included and as the instants `[from, to)`. */
export interface FiguresPeriod {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
}

/**
 * The analytics' figures per currency and bucket of `period`: revenue, payments and new subscriptions by
 * the day paid, failures by the day tried and refunds by the day made, added up from the daily totals
 * the triggers of migration 0020 keep (a bucket's first day is the UTC week's Monday or the month's
 * first); churn by the day a paid subscription was cancelled, from the subscriptions.
 */
export async function bucketFigures(db: Database, interval: Interval, period: FiguresPeriod) {
  // A day left with no payment nor refund (all deleted again) is skipped: its currency had nothing then.
  const [totals, churned] = await Promise.all([
    rowsOf<Record<string, unknown> & { currency: string; bucket: string }>(
      db,
      sql`select currency, to_char(date_trunc(${interval}, day::timestamp), 'YYYY-MM-DD') as bucket,
        sum(revenue) as revenue, sum(payments_count) as payments_count, sum(new_count) as new_count,
        sum(new_revenue) as new_revenue, sum(failed_count) as failed_count, sum(refunded) as refunded
      from payment_daily_totals
      where day >= ${period.startDate}::date and day <= ${period.endDate}::date
        and (payments_count <> 0 or failed_count <> 0 or refunds_count <> 0)
      group by 1, 2`,
    ),
    rowsOf<Record<string, unknown> & { currency: string; bucket: string }>(
      db,
      sql`select g.*, to_char(g.b, 'YYYY-MM-DD') as bucket from (
        select p.currency, date_trunc(${interval}, s.canceled_at at time zone 'UTC') as b, count(*) as churned_count
        from subscriptions as s join plans as p on p.id = s.plan_id
        where s.status = 'canceled' and s.canceled_at >= ${instant(period.from)} and s.canceled_at < ${instant(period.to)}
          and exists (select 1 from invoices as i join payments as pay on pay.invoice_id = i.id
            where i.subscription_id = s.id and pay.status in ('succeeded', 'refunded'))
        group by 1, 2
      ) as g`,
    ),
  ]);
  const figures = new Map<string, Map<string, BucketFigures>>();
  const cell = (currency: string, bucket: string) => {
    const byBucket = figures.get(currency) ?? new Map<string, BucketFigures>();
    figures.set(currency, byBucket);
    const found = byBucket.get(bucket) ?? {
      revenue: 0,
      refunded: 0,
      payments_count: 0,
      failed_count: 0,
      new_count: 0,
      new_revenue: 0,
      churned_count: 0,
    };
    byBucket.set(bucket, found);
    return found;
  };
  for (const row of [...totals, ...churned]) {
    const target = cell(row.currency, row.bucket);
    for (const key of Object.keys(target) as (keyof BucketFigures)[]) {
      if (key in row) target[key] += numberOf(row[key]);
    }
  }
  return figures;
}
