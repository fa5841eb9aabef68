import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@/api/schema.gen';
import { isEmailAddress } from '@/lib/email-address';

/** The login form's values: the contract's login body, every field filled in. */
export type LoginValues = Required<components['schemas']['LoginRequest']>;

export type LoginField = 'email' | 'password';

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/**
 * The login form's rules (spec section 5): a valid email, and a password that is only required, since a
 * sign-in must not reject an old password that predates today's strength rules. Plain checks rather than
 * a zod schema like the other forms: the sign-in form ships with the first load, where zod would be the
 * largest library. Messages come from Lingui in the active language.
 */
export function loginErrors(values: LoginValues, i18n: I18n): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!isEmailAddress(values.email)) errors.email = i18n._(msg`Please enter a valid email address`);
  if (values.password === '') errors.password = i18n._(msg`Password is required`);
  return errors;
}
