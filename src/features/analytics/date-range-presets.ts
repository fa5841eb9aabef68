import { presetRanges, type DatePreset, type FullDayRange } from '@/components/ui/date-presets';
import { dateToDay, dayToDate, isDay } from '@/lib/calendar-day';
import { INTERVALS, type AnalyticsInterval, type AnalyticsRange } from './analytics-search-params';

/** The screen's period when the URL names none. */
export const DEFAULT_RANGE: DatePreset = 'last30Days';

/** The longest period the server answers for (GET /analytics/summary), in days. */
export const MAX_RANGE_DAYS = 366;

const MS_PER_DAY = 86_400_000;

/**
 * How many calendar days `from` to `to` spans, both counted (a day is a day whatever its hours: the
 * 23-hour day of a clock change counts as one).
 */
export function dayCount({ from, to }: FullDayRange): number {
  const [a, b] = [dayToDate(from), dayToDate(to)];
  // Counted on UTC dates: a clock change on the browser's side never adds or loses an hour.
  const utc = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((utc(b) - utc(a)) / MS_PER_DAY) + 1;
}

/**
 * The first and last day a period covers at the instant `now`, in `timeZone` (the user's): a preset is
 * read off the clock (see `presetRanges`), `custom` is the URL's `custom` days. A custom range without
 * two real days falls back to the default preset; its ends are put in order, and a span longer than the
 * server answers keeps its last {@link MAX_RANGE_DAYS} days.
 */
export function resolveRange(
  range: AnalyticsRange,
  now: Date,
  timeZone: string,
  custom: { from?: string; to?: string } = {},
): { range: AnalyticsRange } & FullDayRange {
  const presets = presetRanges(now, timeZone);
  if (range !== 'custom') return { range, ...presets[range] };
  if (!isDay(custom.from) || !isDay(custom.to)) return { range: DEFAULT_RANGE, ...presets[DEFAULT_RANGE] };
  const [from, to] = custom.from <= custom.to ? [custom.from, custom.to] : [custom.to, custom.from];
  const days = dayCount({ from, to });
  if (days <= MAX_RANGE_DAYS) return { range, from, to };
  const start = dayToDate(to);
  start.setDate(start.getDate() - (MAX_RANGE_DAYS - 1));
  return { range, from: dateToDay(start), to };
}

/**
 * The bucket sizes that make sense for a period of `days`: hours only up to 7 days (the server's own
 * limit), weeks from 14 days and months from 60, so that a chart never has a single point or thousands.
 */
export function intervalsFor(days: number): AnalyticsInterval[] {
  return INTERVALS.filter((interval) => {
    switch (interval) {
      case 'hour':
        return days <= 7;
      case 'day':
        return days <= MAX_RANGE_DAYS;
      case 'week':
        return days >= 14;
      case 'month':
        return days >= 60;
    }
  });
}

/** The bucket size a period of `days` starts with: hours for up to 2 days, days up to 92, then weeks. */
export function defaultInterval(days: number): AnalyticsInterval {
  if (days <= 2) return 'hour';
  if (days <= 92) return 'day';
  return 'week';
}

/** The chosen bucket size when it fits the period, else the period's default. */
export function intervalFor(days: number, chosen: AnalyticsInterval | undefined): AnalyticsInterval {
  return chosen && intervalsFor(days).includes(chosen) ? chosen : defaultInterval(days);
}
