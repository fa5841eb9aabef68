import type { AnalyticsFilters } from './analytics-filters';
import {
  dayCount,
  DEFAULT_RANGE,
  intervalFor,
  INTERVALS,
  isAnalyticsRange,
  resolveRange,
  type AnalyticsInterval,
  type AnalyticsRange,
} from './date-range-presets';

/** What the screen compares the period with; the API's `compare`. */
export const COMPARISONS = ['previous_period', 'previous_year', 'none'] as const;
export type Comparison = (typeof COMPARISONS)[number];
export const DEFAULT_COMPARISON: Comparison = 'previous_period';

/**
 * The URL state of /analytics. A preset (`range`) is kept as its name, so a link or a reload tomorrow
 * shows tomorrow's "last 30 days"; a custom period keeps its days. Every field may be missing: the
 * screen then shows its default.
 */
export interface AnalyticsSearch {
  range?: AnalyticsRange;
  /** With `range=custom` only: the first and last day, 'YYYY-MM-DD'. */
  start_date?: string;
  end_date?: string;
  compare?: Comparison;
  domain_id?: string;
  event_name?: string;
  interval?: AnalyticsInterval;
  /** The currency the revenue chart shows (ISO 4217); the site's currency when missing. */
  currency?: string;
}

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

const EVENT_NAME_MAX = 100;
const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function textOf(value: unknown, max = 200): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' || text.length > max ? undefined : text;
}

function oneOf<const Value extends string>(values: readonly Value[], value: unknown): Value | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as Value)
    : undefined;
}

/**
 * The route's `validateSearch`: unknown or malformed values are dropped (the screen then uses its
 * default). Days alone, without `range`, mean a custom period.
 */
export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const start = textOf(search.start_date);
  const end = textOf(search.end_date);
  const days = start && end && DAY.test(start) && DAY.test(end) ? { start_date: start, end_date: end } : {};
  const named = isAnalyticsRange(search.range) ? search.range : undefined;
  const range = named ?? ('start_date' in days ? 'custom' : undefined);
  const currency = textOf(search.currency);
  return {
    ...(range ? { range } : {}),
    ...(range === 'custom' ? days : {}),
    ...(oneOf(COMPARISONS, search.compare) ? { compare: search.compare as Comparison } : {}),
    ...(textOf(search.domain_id) ? { domain_id: textOf(search.domain_id) } : {}),
    ...(textOf(search.event_name, EVENT_NAME_MAX)
      ? { event_name: textOf(search.event_name, EVENT_NAME_MAX) }
      : {}),
    ...(oneOf(INTERVALS, search.interval) ? { interval: search.interval as AnalyticsInterval } : {}),
    ...(currency && CURRENCY.test(currency) ? { currency } : {}),
  };
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
