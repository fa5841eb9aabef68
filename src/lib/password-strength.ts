/** The meter's levels, weakest first; 0 means nothing typed yet. */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** The highest level the meter shows. */
export const MAX_PASSWORD_STRENGTH = 4;

/** Spec section 5: a new password has at least this many characters… */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** …and an uppercase letter, a lowercase letter and a digit: the contract's ASCII classes, as the server checks. */
export const HAS_UPPERCASE = /[A-Z]/;
export const HAS_LOWERCASE = /[a-z]/;
export const HAS_DIGIT = /[0-9]/;

const LONG_PASSWORD = 12;
const HAS_SYMBOL = /[^A-Za-z0-9\s]/;

/**
 * How strong a new password looks, from the rules of spec section 5 plus a bonus for 12 characters or
 * more or a symbol: 1 weak (two rules or fewer met), 2 fair (three), 3 good (all four), 4 strong (all
 * four and the bonus). A guide for the person typing; the form's schema decides what is accepted.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return 0;
  const met = [
    password.length >= NEW_PASSWORD_MIN_LENGTH,
    HAS_UPPERCASE.test(password),
    HAS_LOWERCASE.test(password),
    HAS_DIGIT.test(password),
  ].filter(Boolean).length;
  if (met <= 2) return 1;
  if (met === 3) return 2;
  return password.length >= LONG_PASSWORD || HAS_SYMBOL.test(password) ? 4 : 3;
}
