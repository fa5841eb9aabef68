import { sql, type SQL } from 'drizzle-orm';
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

/** Per currency: all-time revenue, refunds and paid payments, and this and last calendar month's revenue (UTC). */
export async function currencyTotals(db: Database, months: { thisMonth: Date; lastMonth: Date }) {
  const rows = await rowsOf<Record<string, unknown> & { currency: string }>(
    db,
    sql`select currency,
      coalesce(sum(amount) filter (where ${PAID}), 0) as revenue,
      coalesce(sum(refunded_amount), 0) as refunded,
      count(*) filter (where ${PAID}) as paid,
      coalesce(sum(amount) filter (where ${PAID} and paid_at >= ${instant(months.thisMonth)}), 0) as this_month,
      coalesce(sum(amount) filter (where ${PAID} and paid_at >= ${instant(months.lastMonth)}
        and paid_at < ${instant(months.thisMonth)}), 0) as last_month
    from payments group by currency`,
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

/** Payments of `currency` per status: how many and their sum. */
export async function statusTotals(db: Database, currency: string) {
  const rows = await rowsOf<{ status: string; count: unknown; total: unknown }>(
    db,
    sql`select status, count(*) as count, coalesce(sum(amount), 0) as total
      from payments where currency = ${currency} group by status`,
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

/** A bucket's first moment of an instant column, in UTC; written as a day once grouped (bucketDay). */
const bucketOf = (interval: Interval, column: SQL) =>
  sql`date_trunc(${interval}, ${column} at time zone 'UTC')`;
/** The grouped rows of `grouped` with their bucket as `YYYY-MM-DD`: formatted once per bucket, not per row. */
const bucketDay = (grouped: SQL) =>
  sql`select g.*, to_char(g.b, 'YYYY-MM-DD') as bucket from (${grouped}) as g`;

/**
 * The analytics' figures per currency and bucket of `[from, to)`: revenue, payments and new
 * subscriptions by the day paid; failures by the day tried; refunds by the day made; churn by the day
 * a paid subscription was cancelled. Each a range of its own index (migration 0017).
 */
export async function bucketFigures(db: Database, interval: Interval, from: Date, to: Date) {
  const range = (column: string) =>
    sql`${sql.raw(column)} >= ${instant(from)} and ${sql.raw(column)} < ${instant(to)}`;
  const [paid, failed, refunds, churned] = await Promise.all([
    rowsOf<Record<string, unknown> & { currency: string; bucket: string }>(
      db,
      bucketDay(sql`select currency, ${bucketOf(interval, sql.raw('paid_at'))} as b,
        coalesce(sum(amount), 0) as revenue, count(*) as payments_count,
        count(*) filter (where kind = 'new') as new_count,
        coalesce(sum(amount) filter (where kind = 'new'), 0) as new_revenue
      from payments where ${range('paid_at')} and ${PAID} group by 1, 2`),
    ),
    rowsOf<Record<string, unknown> & { currency: string; bucket: string }>(
      db,
      bucketDay(sql`select currency, ${bucketOf(interval, sql.raw('created_at'))} as b, count(*) as failed_count
      from payments where status = 'failed' and ${range('created_at')} group by 1, 2`),
    ),
    rowsOf<Record<string, unknown> & { currency: string; bucket: string }>(
      db,
      bucketDay(sql`select currency, ${bucketOf(interval, sql.raw('created_at'))} as b, coalesce(sum(amount), 0) as refunded
      from payment_refunds where ${range('created_at')} group by 1, 2`),
    ),
    rowsOf<Record<string, unknown> & { currency: string; bucket: string }>(
      db,
      bucketDay(sql`select p.currency, ${bucketOf(interval, sql.raw('s.canceled_at'))} as b, count(*) as churned_count
      from subscriptions as s join plans as p on p.id = s.plan_id
      where s.status = 'canceled' and ${range('s.canceled_at')}
        and exists (select 1 from invoices as i join payments as pay on pay.invoice_id = i.id
          where i.subscription_id = s.id and pay.status in ('succeeded', 'refunded'))
      group by 1, 2`),
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
  for (const row of [...paid, ...failed, ...refunds, ...churned]) {
    const target = cell(row.currency, row.bucket);
    for (const key of Object.keys(target) as (keyof BucketFigures)[]) {
      if (key in row) target[key] += numberOf(row[key]);
    }
  }
  return figures;
}
