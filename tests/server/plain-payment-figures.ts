// The staff's payment figures worked out the plain way, from every payment and refund stored, for tests
// that compare them with what the API adds up from its totals.
import type { Database } from '../../server/src/db/database.ts';
import { paymentRefunds, payments } from '../../server/src/db/schema/billing.ts';

const DAY_MS = 86_400_000;
type Interval = 'day' | 'week' | 'month';
/** The figures the totals keep (churn comes from the subscriptions: none is counted here). */
const FIGURES = [
  'revenue',
  'refunded',
  'payments_count',
  'failed_count',
  'new_count',
  'new_revenue',
] as const;
type Figures = Record<(typeof FIGURES)[number] | 'churned_count', number>;
const zero = (): Figures => ({
  revenue: 0,
  refunded: 0,
  payments_count: 0,
  failed_count: 0,
  new_count: 0,
  new_revenue: 0,
  churned_count: 0,
});
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The first day of the bucket holding `day`: itself, its week's Monday or its month's first. */
function bucketOf(interval: Interval, day: string) {
  const at = new Date(`${day}T00:00:00Z`);
  if (interval === 'week') at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  if (interval === 'month') at.setUTCDate(1);
  return dayOf(at);
}

/**
 * The analytics' series of the days `start` to `end` (`YYYY-MM-DD`, UTC), US dollars' always: each payment
 * adds its amount to its currency's bucket of the day paid (succeeded or refunded), or its failure to the
 * day made; each refund to the day refunded. Without churn.
 */
export async function plainAnalyticsSeries(
  db: Database,
  interval: Interval,
  { start, end }: { start: string; end: string },
) {
  const [paymentRows, refundRows] = await Promise.all([
    db.select().from(payments),
    db.select().from(paymentRefunds),
  ]);
  const buckets: string[] = [];
  for (let at = new Date(`${start}T00:00:00Z`); dayOf(at) <= end; at = new Date(at.getTime() + DAY_MS)) {
    const bucket = bucketOf(interval, dayOf(at));
    if (!buckets.includes(bucket)) buckets.push(bucket);
  }
  const series = new Map<string, Map<string, Figures>>([['USD', new Map()]]);
  const add = (currency: string, at: Date, figures: Partial<Figures>) => {
    if (dayOf(at) < start || dayOf(at) > end) return;
    const byBucket = series.get(currency) ?? new Map<string, Figures>();
    series.set(currency, byBucket);
    const bucket = bucketOf(interval, dayOf(at));
    const cell = byBucket.get(bucket) ?? zero();
    for (const key of FIGURES) cell[key] += figures[key] ?? 0;
    byBucket.set(bucket, cell);
  };
  for (const payment of paymentRows) {
    const isNew = payment.kind === 'new';
    if ((payment.status === 'succeeded' || payment.status === 'refunded') && payment.paidAt) {
      add(payment.currency, payment.paidAt, {
        revenue: payment.amount,
        payments_count: 1,
        new_count: isNew ? 1 : 0,
        new_revenue: isNew ? payment.amount : 0,
      });
    }
    if (payment.status === 'failed') add(payment.currency, payment.createdAt, { failed_count: 1 });
  }
  for (const refund of refundRows) add(refund.currency, refund.createdAt, { refunded: refund.amount });
  return [...series].map(([currency, byBucket]) => {
    const filled = buckets.map((date) => ({ date, ...(byBucket.get(date) ?? zero()) }));
    const totals = zero();
    for (const bucket of filled) for (const key of FIGURES) totals[key] += bucket[key];
    return { currency, totals, buckets: filled };
  });
}

/**
 * The statistics' payment figures at `now`: per currency paid in (US dollars always), and per status in
 * US dollars. Without the subscriptions' figures (MRR, active).
 */
export async function plainPaymentStatistics(db: Database, now: Date) {
  const rows = await db.select().from(payments);
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const currencies = [...new Set(['USD', ...rows.map((row) => row.currency)])];
  const byCurrency = currencies.map((currency) => {
    const own = rows.filter((row) => row.currency === currency);
    const paid = own.filter((row) => row.status === 'succeeded' || row.status === 'refunded');
    const revenue = (list: typeof paid) => list.reduce((sum, row) => sum + row.amount, 0);
    const paidWithin = (from: Date, to?: Date) =>
      paid.filter((row) => row.paidAt && row.paidAt >= from && (!to || row.paidAt < to));
    return {
      currency,
      total_revenue: revenue(paid),
      total_refunded: own.reduce((sum, row) => sum + row.refundedAmount, 0),
      payments_count: paid.length,
      average_payment: paid.length ? Math.round(revenue(paid) / paid.length) : 0,
      revenue_this_month: revenue(paidWithin(thisMonth)),
      revenue_last_month: revenue(paidWithin(lastMonth, thisMonth)),
    };
  });
  const byStatus = (['pending', 'succeeded', 'failed', 'refunded'] as const).map((status) => {
    const own = rows.filter((row) => row.currency === 'USD' && row.status === status);
    const total = own.reduce((sum, row) => sum + row.amount, 0);
    return { status, count: own.length, total: { amount: total, currency: 'USD' } };
  });
  return { byCurrency, byStatus };
}
