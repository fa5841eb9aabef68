import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import {
  comparedPeriod,
  percentChange,
  pointsChange,
  type Comparison,
  type Period,
} from './analytics-period.ts';
import { checkInterval, readAnalyticsRequest } from './analytics-request.ts';
import { currenciesOf, totalsParts, wholePeriod, type Counts } from './analytics.repo.ts';
import { alignBuckets, bucketStarts, type Interval } from './buckets.ts';
import { money } from './money.ts';
import { emptyCounts, sumAll, sumPerBucket } from './totals-sums.ts';

/** Processed events as a percentage of the finished ones (two decimals); null when none finished. */
export const successRate = ({ processed, failed }: Pick<Counts, 'processed' | 'failed'>) =>
  processed + failed ? Math.round((processed / (processed + failed)) * 10_000) / 100 : null;

const dates = ({ startDate, endDate }: Period) => ({ start_date: startDate, end_date: endDate });

function getAnalyticsSummary({ db }: AppContext): Handler<'getAnalyticsSummary'> {
  return async (request) => {
    const { period, currency, scopeOf } = await readAnalyticsRequest(db, request, request.query);
    const previousPeriod = comparedPeriod(period, request.query.compare ?? 'previous_period');
    const scope = scopeOf(period);
    const periods = [wholePeriod(scope), wholePeriod(scopeOf(previousPeriod))];
    const parts = await totalsParts(db, scope, periods, currency);
    const [current, previous] = [sumAll(parts[0] ?? []), sumAll(parts[1] ?? [])];
    const totals = (of: typeof current) => ({
      events: of.events,
      processed: of.processed,
      failed: of.failed,
      pending: of.pending,
      success_rate: successRate(of),
      revenue: money(of.revenue, currency),
      conversions: of.conversions,
      active_domains: of.activeDomains,
    });
    const change = (key: 'events' | 'processed' | 'failed' | 'revenue' | 'conversions') =>
      percentChange(current[key], previous[key]);
    return ok(
      {
        ...dates(period),
        previous_start_date: previousPeriod.startDate,
        previous_end_date: previousPeriod.endDate,
        current: totals(current),
        previous: totals(previous),
        change: {
          events: change('events'),
          processed: change('processed'),
          failed: change('failed'),
          revenue: change('revenue'),
          conversions: change('conversions'),
          success_rate: pointsChange(successRate(current), successRate(previous)),
        },
      },
      request.t(msg`Analytics summary`),
    );
  };
}

/**
 * The series reads' common part: the period's hourly totals summed into buckets, and with a comparison
 * the compared period's, laid beside them bucket for bucket.
 */
async function bucketedTotals(
  db: AppContext['db'],
  request: Parameters<Handler<'getEventsOverTime'>>[0] | Parameters<Handler<'getRevenueOverTime'>>[0],
  query: { interval?: Interval; compare?: Comparison },
) {
  const analytics = await readAnalyticsRequest(db, request, request.query);
  const { period, timeZone, currency, scopeOf } = analytics;
  const interval = query.interval ?? 'day';
  checkInterval(interval, period);
  const compare = query.compare ?? 'none';
  const previousPeriod = compare === 'none' ? null : comparedPeriod(period, compare);
  const periods = previousPeriod ? [period, previousPeriod] : [period];
  const buckets = periods.map((of) => bucketStarts(of, interval, timeZone));
  const parts = await totalsParts(db, scopeOf(period), buckets, currency, { perDomain: false });
  const [current = [], previous] = buckets.map((of, index) =>
    sumPerBucket(parts[index] ?? [], of.starts.length).map((sum, bucket) => ({
      ...sum,
      bucket: new Date(of.starts[bucket] ?? 0),
    })),
  );
  return {
    ...analytics,
    interval,
    current,
    previous:
      previousPeriod && previous
        ? {
            period: previousPeriod,
            series: alignBuckets(current, previous, () => ({ ...emptyCounts(), bucket: new Date(0) })),
          }
        : null,
  };
}

function getEventsOverTime({ db }: AppContext): Handler<'getEventsOverTime'> {
  return async (request) => {
    const { period, timeZone, interval, current, previous } = await bucketedTotals(
      db,
      request,
      request.query,
    );
    // A compared bucket is named by the current bucket it is drawn beside.
    const points = (sums: typeof current, beside = current) =>
      sums.map(({ events, processed, failed, pending }, index) => ({
        bucket: beside[index]?.bucket ?? new Date(0),
        events,
        processed,
        failed,
        pending,
      }));
    return ok(
      {
        ...dates(period),
        interval,
        timezone: timeZone,
        series: points(current),
        ...(previous && { previous: { ...dates(previous.period), series: points(previous.series) } }),
      },
      request.t(msg`Events over time`),
    );
  };
}

function getRevenueOverTime({ db }: AppContext): Handler<'getRevenueOverTime'> {
  return async (request) => {
    const totals = await bucketedTotals(db, request, request.query);
    const { period, timeZone, interval, currency, current, previous, scopeOf } = totals;
    const points = (sums: typeof current) =>
      sums.map(({ revenue, conversions }, index) => ({
        bucket: current[index]?.bucket ?? new Date(0),
        revenue: money(revenue, currency),
        conversions,
        average_value: conversions ? money(revenue / conversions, currency) : null,
      }));
    const total = (sums: typeof current) =>
      money(
        sums.reduce((sum, bucket) => sum + bucket.revenue, 0),
        currency,
      );
    return ok(
      {
        ...dates(period),
        interval,
        timezone: timeZone,
        currency,
        currencies: await currenciesOf(db, scopeOf(period), bucketStarts(period, 'day', timeZone)),
        total: total(current),
        series: points(current),
        ...(previous && {
          previous: {
            ...dates(previous.period),
            total: total(previous.series),
            series: points(previous.series),
          },
        }),
      },
      request.t(msg`Revenue over time`),
    );
  };
}

export function analyticsSeriesHandlers(context: AppContext): Handlers {
  return {
    getAnalyticsSummary: getAnalyticsSummary(context),
    getEventsOverTime: getEventsOverTime(context),
    getRevenueOverTime: getRevenueOverTime(context),
  };
}
