import type { DatePreset } from '@/components/ui/date-presets';

// What the route's `validateSearch` needs, and nothing more: route options ship in the entry bundle, so
// this file imports no code (the period arithmetic and date-fns load with the screen).

/** The periods the analytics screen offers: the pickers' presets (`DATE_PRESETS`), and any other range. */
export const ANALYTICS_RANGES = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last90Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const satisfies readonly (DatePreset | 'custom')[];
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The bucket sizes of the charts, smallest first. */
export const INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof INTERVALS)[number];

/** What the screen compares the period with; the API's `compare`. */
export const COMPARISONS = ['previous_period', 'previous_year', 'none'] as const;
export type Comparison = (typeof COMPARISONS)[number];

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
  return (values as readonly unknown[]).includes(value) ? (value as Value) : undefined;
}

/**
 * The route's `validateSearch`: unknown or malformed values are dropped (the screen then uses its
 * default). Days alone, without `range`, mean a custom period.
 */
export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const start = textOf(search.start_date);
  const end = textOf(search.end_date);
  const days = start && end && DAY.test(start) && DAY.test(end) ? { start_date: start, end_date: end } : {};
  const range = oneOf(ANALYTICS_RANGES, search.range) ?? ('start_date' in days ? 'custom' : undefined);
  const compare = oneOf(COMPARISONS, search.compare);
  const interval = oneOf(INTERVALS, search.interval);
  const domainId = textOf(search.domain_id);
  const eventName = textOf(search.event_name, EVENT_NAME_MAX);
  const currency = textOf(search.currency);
  return {
    ...(range ? { range } : {}),
    ...(range === 'custom' ? days : {}),
    ...(compare ? { compare } : {}),
    ...(domainId ? { domain_id: domainId } : {}),
    ...(eventName ? { event_name: eventName } : {}),
    ...(interval ? { interval } : {}),
    ...(currency && CURRENCY.test(currency) ? { currency } : {}),
  };
}
