/** The currency's minor unit digits (2 for most, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount in minor units as staff type it in `locale` ("49.00", "49,00"), without the currency sign. */
export function amountText(amount: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amount / 10 ** digits);
}

/**
 * What staff typed as an amount, in minor units: a decimal number with a point or a comma and no more
 * decimals than the currency has; null when it is not one.
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(clean)) return null;
  return Math.round(Number(clean) * 10 ** digits);
}
