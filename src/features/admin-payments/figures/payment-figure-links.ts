/** The list's URL search behind one figure: the payments it counts. */
export type PaymentsSearch = Record<string, string>;

export type FigureKey = 'revenue' | 'refunded' | 'new' | 'churned' | 'failed';

/** The last day of the bucket that starts on `day` (`YYYY-MM-DD`), no later than `end`. */
export function bucketEnd(day: string, interval: 'day' | 'week' | 'month', end: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (interval === 'week') at.setUTCDate(at.getUTCDate() + 6);
  if (interval === 'month') at.setUTCMonth(at.getUTCMonth() + 1, 0);
  const last = at.toISOString().slice(0, 10);
  return last < end ? last : end;
}

/**
 * The payments behind a figure of one currency over `from`–`to` (days, both included), as the list's
 * search: revenue is what was paid on those days, refunded what had a refund made then, new the first
 * payments of subscriptions, churned the payments of subscriptions cancelled then, failed the attempts
 * that failed. The same rules the server counts the figure by (GET /admin/payments/analytics).
 */
export function figureSearch(key: FigureKey, currency: string, from: string, to: string): PaymentsSearch {
  switch (key) {
    case 'revenue':
      return { currency, status: 'succeeded,refunded', paid_at_from: from, paid_at_to: to };
    case 'refunded':
      return { currency, refunded: 'true', refunded_at_from: from, refunded_at_to: to };
    case 'new':
      return { currency, kind: 'new', status: 'succeeded,refunded', paid_at_from: from, paid_at_to: to };
    case 'churned':
      return { currency, churned_from: from, churned_to: to };
    case 'failed':
      return { currency, status: 'failed', created_at_from: from, created_at_to: to };
  }
}

/** The payments of the active subscriptions in `currency`: what the monthly recurring revenue comes from. */
export const recurringSearch = (currency: string): PaymentsSearch => ({
  currency,
  subscription_status: 'active',
});
