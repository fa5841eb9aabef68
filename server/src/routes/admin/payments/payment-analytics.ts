import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import { invalidField } from '../../../lib/http-error.ts';
import { calendarDay } from '../../auth/list-query.ts';
import type { BucketFigures, Interval } from './payment-figures.repo.ts';

type Analytics = components['schemas']['AdminPaymentAnalytics'];
type Series = components['schemas']['AdminRevenueSeries'];

const DAY_MS = 86_400_000;
/** The longest period the contract allows. */
const MAX_DAYS = 366;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** The analytics' period from the query (the last 30 days up to `today` without dates); 422 on a wrong one. */
export function analyticsPeriod(query: { start_date?: string; end_date?: string }, today: Date) {
  const endDate = query.end_date ? calendarDay(query.end_date.slice(0, 10), 'end_date') : dayOf(today);
  const startDate = query.start_date
    ? calendarDay(query.start_date.slice(0, 10), 'start_date')
    : dayOf(new Date(midnight(endDate).getTime() - 29 * DAY_MS));
  const days = (midnight(endDate).getTime() - midnight(startDate).getTime()) / DAY_MS + 1;
  if (days < 1) throw invalidField('end_date', msg`The end date must not be before the start date`);
  if (days > MAX_DAYS)
    throw invalidField('end_date', msg`The period may span at most ${{ days: MAX_DAYS }} days`);
  return {
    startDate,
    endDate,
    from: midnight(startDate),
    to: new Date(midnight(endDate).getTime() + DAY_MS),
  };
}

/** Every bucket's first day from the one holding `startDate` to the one holding `endDate`, oldest first. */
export function bucketDays(interval: Interval, startDate: string, endDate: string): string[] {
  const first = midnight(startDate);
  if (interval === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (interval === 'month') first.setUTCDate(1);
  const days: string[] = [];
  for (const at = first; dayOf(at) <= endDate;) {
    days.push(dayOf(at));
    if (interval === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (interval === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return days;
}

const EMPTY: BucketFigures = {
  revenue: 0,
  refunded: 0,
  payments_count: 0,
  failed_count: 0,
  new_count: 0,
  new_revenue: 0,
  churned_count: 0,
};

/** One currency's series: every bucket present (zeros where nothing happened) and their totals. */
function seriesOf(
  currency: string,
  days: string[],
  byBucket: Map<string, BucketFigures> | undefined,
): Series {
  const buckets = days.map((date) => ({ date, ...(byBucket?.get(date) ?? EMPTY) }));
  const totals = { ...EMPTY };
  for (const bucket of buckets) {
    for (const key of Object.keys(totals) as (keyof BucketFigures)[]) totals[key] += bucket[key];
  }
  return { currency, totals, buckets };
}

/**
 * The contract's analytics: `currency`'s figures on top, and a series per currency paid or subscribed in
 * (the site's first, then by revenue), never adding up amounts of different currencies.
 */
export function analyticsView(input: {
  period: { startDate: string; endDate: string };
  interval: Interval;
  currency: string;
  siteCurrency: string;
  figures: Map<string, Map<string, BucketFigures>>;
  mrr: { currency: string; mrr: number }[];
}): Analytics {
  const { period, interval, currency, siteCurrency, figures, mrr } = input;
  const days = bucketDays(interval, period.startDate, period.endDate);
  const currencies = [...new Set([siteCurrency, currency, ...figures.keys()])];
  const series = currencies
    .map((code) => seriesOf(code, days, figures.get(code)))
    .sort(
      (a, b) =>
        Number(b.currency === siteCurrency) - Number(a.currency === siteCurrency) ||
        b.totals.revenue - a.totals.revenue ||
        a.currency.localeCompare(b.currency),
    );
  const chosen = series.find((entry) => entry.currency === currency) ?? seriesOf(currency, days, undefined);
  const { revenue, refunded, payments_count, failed_count } = chosen.totals;
  return {
    start_date: period.startDate,
    end_date: period.endDate,
    interval,
    currency,
    totals: { revenue, refunded, payments_count, failed_count },
    buckets: chosen.buckets,
    series,
    mrr: mrr
      .filter((entry) => entry.mrr > 0)
      .map((entry) => ({ amount: entry.mrr, currency: entry.currency })),
  };
}
