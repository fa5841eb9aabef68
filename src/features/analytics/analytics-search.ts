import type { AnalyticsFilters } from './analytics-filters';
import type {
  AnalyticsInterval,
  AnalyticsRange,
  AnalyticsSearch,
  Comparison,
} from './analytics-search-params';
import { dayCount, DEFAULT_RANGE, intervalFor, resolveRange } from './date-range-presets';

export const DEFAULT_COMPARISON: Comparison = 'previous_period';

/** What the screen shows, with every default filled in. */
export interface AnalyticsView {
  range: AnalyticsRange;
  filters: AnalyticsFilters;
  compare: Comparison;
  interval: AnalyticsInterval;
  /** Days in the period, both ends counted. */
  days: number;
  currency?: string;
}

/** The view the URL state stands for at `now`, with the period's days in `timeZone` (the user's). */
export function analyticsViewOf(search: AnalyticsSearch, now: Date, timeZone: string): AnalyticsView {
  const period = resolveRange(search.range ?? DEFAULT_RANGE, now, timeZone, {
    from: search.start_date,
    to: search.end_date,
  });
  const days = dayCount(period);
  return {
    range: period.range,
    filters: {
      start_date: period.from,
      end_date: period.to,
      ...(search.domain_id ? { domain_id: search.domain_id } : {}),
      ...(search.event_name ? { event_name: search.event_name } : {}),
    },
    compare: search.compare ?? DEFAULT_COMPARISON,
    interval: intervalFor(days, search.interval),
    days,
    ...(search.currency ? { currency: search.currency } : {}),
  };
}

/** The URL change for a new period: a preset by its name, any other range by its days. */
export function periodSearch(
  range: AnalyticsRange,
  days?: { from: string; to: string },
): Pick<AnalyticsSearch, 'range' | 'start_date' | 'end_date'> {
  // The chosen bucket size stays in the URL: where it does not fit the new period, the default is used.
  return range === 'custom' && days
    ? { range, start_date: days.from, end_date: days.to }
    : { range, start_date: undefined, end_date: undefined };
}
