import type { Money } from '@/lib/money';

/**
 * How much `current` moved against `previous`, in percent (12.5 is +12.5 %). Undefined when there is
 * nothing to compare with: no previous figure, or a previous figure of 0, which no percentage describes.
 */
export function percentChange(current: number, previous: number | undefined): number | undefined {
  if (previous === undefined || previous === 0) return undefined;
  return ((current - previous) / previous) * 100;
}

/**
 * How much a rate in percent moved, in percentage points (98.5 % after 97 % is +1.5). Undefined when
 * either rate is missing (a period in which nothing was delivered nor failed has no rate).
 */
export function pointsChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | undefined {
  if (current === null || current === undefined || previous === null || previous === undefined) {
    return undefined;
  }
  // One decimal, as the server rounds the rates: 98.6 − 97.1 is 1.5, not 1.4999999999999858.
  return Math.round((current - previous) * 10) / 10;
}

/** One currency's revenue this month and its change against the same days of last month. */
export interface CurrencyRevenue {
  money: Money;
  change: number | undefined;
}

/**
 * Revenue per currency, never added across currencies: this month's currencies in the server's order
 * (largest first), each with its change against last month's amount in the same currency; then the
 * currencies last month had and this month has not, at 0, so a currency that stopped paying is seen.
 */
export function revenueByCurrency(current: readonly Money[], previous: readonly Money[] | undefined) {
  const before = new Map((previous ?? []).map(({ currency, amount }) => [currency, amount]));
  const rows: CurrencyRevenue[] = current.map((money) => ({
    money,
    change: previous ? percentChange(money.amount, before.get(money.currency) ?? 0) : undefined,
  }));
  const seen = new Set(current.map(({ currency }) => currency));
  for (const { currency, amount } of previous ?? []) {
    if (seen.has(currency) || amount === 0) continue;
    rows.push({ money: { currency, amount: 0 }, change: -100 });
  }
  return rows;
}
