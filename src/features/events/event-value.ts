import { formatMoney } from '@/lib/money';

/**
 * An event's value with its currency in the active language ("€49.99"). Events carry the value in major
 * units, as they were sent, and formatMoney takes minor ones: the value is scaled by the currency's own
 * minor unit first. A currency Intl does not know shows as the number and its code.
 */
export function formatEventValue(value: number, currency: string | null | undefined, locale: string): string {
  if (!currency) return new Intl.NumberFormat(locale).format(value);
  try {
    const digits =
      new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    return formatMoney({ amount: Math.round(value * 10 ** digits), currency }, locale);
  } catch {
    return `${new Intl.NumberFormat(locale).format(value)} ${currency}`;
  }
}
