/** How many minor units a currency's major unit has (2 for most, 0 for JPY), as Intl knows it. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount in major units (as events carry values) as the contract's Money, in minor units. */
export function money(major: number, currency: string) {
  return { amount: Math.round(major * 10 ** minorDigits(currency)), currency };
}
