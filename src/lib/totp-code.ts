/**
 * The code as the server wants it: apps and password managers often show or paste it as "123 456",
 * so spaces and dashes are dropped.
 */
export function normaliseTotpCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** True when `value`, normalised, is a full authenticator code: six digits and nothing else. */
export function isTotpCode(value: string): boolean {
  return /^\d{6}$/.test(normaliseTotpCode(value));
}
