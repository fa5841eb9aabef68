const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long it has been since `since`, in whole units of `locale`: minutes under an hour, hours under two
 * days, then days ("45 minutes", "5 hours", "3 days"); at least "1 minute", even for a time stamp a
 * little ahead of the clock.
 */
export function formatElapsed(since: Date | string, now: number, locale: string): string {
  const length = Math.max(0, now - new Date(since).getTime());
  const [unit, size] =
    length >= 2 * DAY
      ? (['day', DAY] as const)
      : length >= HOUR
        ? (['hour', HOUR] as const)
        : (['minute', MINUTE] as const);
  const count = Math.max(1, Math.floor(length / size));
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}
