/** The analytics' periods staff choose from, each with its bucket size. */
export const PAYMENT_PERIODS = {
  days: { interval: 'day', days: 30 },
  weeks: { interval: 'week', days: 84 },
  months: { interval: 'month', days: 365 },
} as const;
export type PaymentPeriod = keyof typeof PAYMENT_PERIODS;

const DAY_MS = 86_400_000;

/** The period's first and last day (`YYYY-MM-DD`, UTC) ending on `today`. */
export function periodDates(period: PaymentPeriod, today: Date) {
  const end = today.toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (PAYMENT_PERIODS[period].days - 1) * DAY_MS);
  return { start_date: start.toISOString().slice(0, 10), end_date: end };
}
