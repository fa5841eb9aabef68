import { addDays, endOfMonth, startOfMonth, subMonths } from 'date-fns';
import { dateToDay, dayIn, dayToDate, type DayRange } from '@/lib/calendar-day';

/** The ranges a date-range picker offers in one step, in the order it lists them. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last90Days',
  'thisMonth',
  'lastMonth',
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

/** A range with both ends, as 'YYYY-MM-DD' days. */
export type FullDayRange = Required<DayRange>;

/**
 * The first and last day of each preset at the instant `now`, as days of `timeZone` (a zone Intl
 * knows). "Last N days" ends today and counts today; "this month" runs from its first day to today, as
 * nothing has happened after today yet. Only "today" is read off the clock, in the user's zone; the rest
 * is calendar arithmetic on whole days, so neither a month's length nor a clock change can move an end.
 */
export function presetRanges(now: Date, timeZone: string): Record<DatePreset, FullDayRange> {
  const today = dayToDate(dayIn(timeZone, now));
  const daysBack = (count: number) => ({ from: dateToDay(addDays(today, -count)), to: dateToDay(today) });
  const lastMonth = subMonths(today, 1);
  const yesterday = dateToDay(addDays(today, -1));
  return {
    today: daysBack(0),
    yesterday: { from: yesterday, to: yesterday },
    last7Days: daysBack(6),
    last30Days: daysBack(29),
    last90Days: daysBack(89),
    thisMonth: { from: dateToDay(startOfMonth(today)), to: dateToDay(today) },
    lastMonth: { from: dateToDay(startOfMonth(lastMonth)), to: dateToDay(endOfMonth(lastMonth)) },
  };
}

/** The preset whose range `range` is, if any (so the picker can mark it as chosen). */
export function presetOf(range: DayRange, ranges: Record<DatePreset, FullDayRange>): DatePreset | undefined {
  return DATE_PRESETS.find((preset) => ranges[preset].from === range.from && ranges[preset].to === range.to);
}
