import type { Money } from './money';

/**
 * The amount in the currency's major unit (dollars, złoty), as a chart's scale needs it:
 * `{ amount: 4999, currency: 'USD' }` is 49.99, and a yen amount, which has no minor unit, stays as it is.
 */
export function majorUnits({ amount, currency }: Money): number {
  return amount / 10 ** currencyDigits(currency);
}

/** How many digits the currency's minor unit has: 2 for USD, 0 for JPY, as Intl knows them. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}
