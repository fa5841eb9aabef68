import { addDays, daysCovered } from '../user/local-dates.ts';
import { localMidnight } from './zoned-time.ts';

/** Inclusive local days of the user, `YYYY-MM-DD`. */
export interface Period {
  startDate: string;
  endDate: string;
}

export type Comparison = 'previous_period' | 'previous_year' | 'none';

/** The period as instants: from the first day's local midnight to the one after the last day. */
export function periodBounds({ startDate, endDate }: Period, timeZone: string) {
  return { from: localMidnight(startDate, timeZone), to: localMidnight(addDays(endDate, 1), timeZone) };
}

/** The same calendar day a year earlier; 29 February becomes the 28th. */
function yearEarlier(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const earlier = `${String(year - 1).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${earlier}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The period a figure is compared with: as many days just before (`previous_period`), or the same days
 * a year earlier (`previous_year`). `none` compares with the previous period too: the summary always
 * answers one, and the screen hides it.
 */
export function comparedPeriod(period: Period, comparison: Comparison): Period {
  if (comparison === 'previous_year') {
    return { startDate: yearEarlier(period.startDate), endDate: yearEarlier(period.endDate) };
  }
  const days = daysCovered(period.startDate, period.endDate);
  const endDate = addDays(period.startDate, -1);
  return { startDate: addDays(endDate, 1 - days), endDate };
}

/** The change from `previous` to `current` in percent (two decimals); null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/** The change between two rates in percentage points; null when either is unknown. */
export function pointsChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return Math.round((current - previous) * 100) / 100;
}
