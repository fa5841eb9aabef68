const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// Each unit is used until the next one reads better: 90 minutes is "2 hours ago", 20 days "3 weeks ago".
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['second', SECOND, MINUTE],
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, WEEK],
  ['week', WEEK, MONTH],
  ['month', MONTH, YEAR],
  ['year', YEAR, Infinity],
];

/**
 * How long ago (or how soon) `date` is, in words of `locale`: "now", "5 minutes ago", "yesterday",
 * "vor 3 Stunden". Under 10 seconds either way reads as now.
 */
export function formatRelativeTime(date: Date | string, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const difference = new Date(date).getTime() - now;
  const distance = Math.abs(difference);
  if (distance < 10 * SECOND) return format.format(0, 'second');
  // A unit holds until its rounded count would reach the next unit: 59.6 s reads "1 minute", not "60 s".
  const [unit, size] = STEPS.find(([, step, below]) => distance < below - step / 2) ?? ['year', YEAR];
  // Rounded away from now on both sides (Math.round alone takes -1.5 to -1).
  return format.format(Math.sign(difference) * Math.round(distance / size), unit);
}
