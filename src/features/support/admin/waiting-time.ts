const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time in words of `locale`, in whole units: "1 minute" under two, then minutes, hours from
 * one hour, days from two days ("45 minutes", "5 hours", "3 days").
 */
export function formatTimeLength(milliseconds: number, locale: string): string {
  const length = Math.max(0, milliseconds);
  const [unit, size] =
    length >= 2 * DAY
      ? (['day', DAY] as const)
      : length >= HOUR
        ? (['hour', HOUR] as const)
        : (['minute', MINUTE] as const);
  const count = Math.max(1, Math.floor(length / size));
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/**
 * How long a ticket has waited since `since`, as a length rather than "5 hours ago": the queue's column
 * reads "waiting for". A time stamp a little ahead of the clock reads as the shortest wait.
 */
export function formatWaitingTime(since: Date | string, now: number, locale: string): string {
  return formatTimeLength(now - new Date(since).getTime(), locale);
}
