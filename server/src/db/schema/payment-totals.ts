import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A sum of amounts in a currency's minor unit: a year of them outgrows an integer. */
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * The staff's payment figures per UTC day and currency, kept exact by statement triggers on `payments`
 * and `payment_refunds` (migration 0020), so the analytics of a year add up at most 366 rows per
 * currency instead of reading every payment. Revenue, paid payments and new subscriptions count on the
 * day paid (payments succeeded, or refunded since), failures on the day tried, refunds on the day made.
 */
export const paymentDailyTotals = pgTable(
  'payment_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    revenue: money('revenue'),
    paymentsCount: integer('payments_count').notNull(),
    /** Of them, subscriptions' first payments (`kind = 'new'`). */
    newCount: integer('new_count').notNull(),
    newRevenue: money('new_revenue'),
    failedCount: integer('failed_count').notNull(),
    refunded: money('refunded'),
    refundsCount: integer('refunds_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
);

/**
 * Payments per currency and status, with their amounts and what was refunded of them, kept exact by the
 * same triggers on `payments` (migration 0020): the staff's all-time statistics read a few rows.
 */
export const paymentStatusTotals = pgTable(
  'payment_status_totals',
  {
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    payments: integer('payments').notNull(),
    amount: money('amount'),
    refundedAmount: money('refunded_amount'),
  },
  (table) => [primaryKey({ columns: [table.currency, table.status] })],
);
