/** An amount as the API sends money: in the currency's minor unit (cents), with its ISO code. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * Money in the active language: `{ amount: 4900, currency: 'USD' }` is "$49.00" in English and
 * "49,00 USD" in Polish. The minor unit is the currency's own (two digits for most, none for JPY),
 * as Intl knows it, so a yen amount is not divided by a hundred.
 */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
