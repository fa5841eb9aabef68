import { addDays, daysCovered } from '../user/local-dates.ts';
import { periodBounds, type Period } from './analytics-period.ts';
import { localMidnight } from './zoned-time.ts';

export type Interval = 'hour' | 'day' | 'week' | 'month';

const HOUR_MS = 3_600_000;

/** Whether a period may be cut into `interval` buckets: hours only up to 7 days. */
export const HOUR_INTERVAL_MAX_DAYS = 7;

/** Local days of the period that begin a bucket of `interval`, the first day always among them. */
function bucketDays({ startDate, endDate }: Period, interval: Exclude<Interval, 'hour'>): string[] {
  const days = Array.from({ length: daysCovered(startDate, endDate) }, (_, index) =>
    addDays(startDate, index),
  );
  if (interval === 'day') return days;
  // A week starts on Monday, a month on its 1st; the first bucket starts with the period whatever the day.
  const begins =
    interval === 'week'
      ? (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1
      : (day: string) => day.endsWith('-01');
  return days.filter((day, index) => index === 0 || begins(day));
}

/**
 * The instants the period's buckets start at, in order, and the instant it ends. Days, weeks and months
 * follow the wall clock of `timeZone` (a daylight-saving day lasts 23 or 25 hours); hours are real
 * hours, so such a day has 23 or 25 of them.
 */
export function bucketStarts(period: Period, interval: Interval, timeZone: string) {
  const { from, to } = periodBounds(period, timeZone);
  if (interval === 'hour') {
    const starts = Array.from(
      { length: Math.ceil((to - from) / HOUR_MS) },
      (_, index) => from + index * HOUR_MS,
    );
    return { starts, end: to };
  }
  return { starts: bucketDays(period, interval).map((day) => localMidnight(day, timeZone)), end: to };
}

/** The index of the bucket `instant` falls in (the last start at or before it); -1 before the first. */
export function bucketIndex(starts: readonly number[], instant: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Infinity) <= instant) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Sums hourly rows into the buckets, every bucket present (zero when no row fell in it). Rows outside
 * [first start, end) are left out. `zero` makes an empty bucket; `add` adds a row into a bucket.
 */
export function fillBuckets<Row extends { hour: number }, Bucket>(
  { starts, end }: { starts: readonly number[]; end: number },
  rows: readonly Row[],
  zero: () => Bucket,
  add: (bucket: Bucket, row: Row) => void,
): Bucket[] {
  const buckets = starts.map(() => zero());
  for (const row of rows) {
    if (row.hour >= end) continue;
    const bucket = buckets[bucketIndex(starts, row.hour)];
    if (bucket) add(bucket, row);
  }
  return buckets;
}

/**
 * The compared period's buckets laid beside the current ones, index by index: as many as the current
 * period has, a missing one made with `zero` (a shorter month), an extra one left out.
 */
export function alignBuckets<Bucket>(
  current: readonly unknown[],
  previous: readonly Bucket[],
  zero: () => Bucket,
) {
  return current.map((_, index) => previous[index] ?? zero());
}
