import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { HAS_DIGIT, HAS_LOWERCASE, HAS_UPPERCASE, NEW_PASSWORD_MIN_LENGTH } from './password-strength';

/**
 * The rules of a new password (spec section 5), each with its own message in the active language: at
 * least 8 characters, an uppercase letter, a lowercase letter and a digit. For every form that sets a
 * password (registration, reset, change); a sign-in only requires one.
 */
export function newPasswordRule(i18n: I18n) {
  return z.string().check(
    z.minLength(NEW_PASSWORD_MIN_LENGTH, { error: i18n._(msg`Password must be at least 8 characters`) }),
    z.regex(HAS_UPPERCASE, {
      error: i18n._(msg`Password must contain at least one uppercase letter`),
    }),
    z.regex(HAS_LOWERCASE, {
      error: i18n._(msg`Password must contain at least one lowercase letter`),
    }),
    z.regex(HAS_DIGIT, { error: i18n._(msg`Password must contain at least one number`) }),
  );
}

/** The confirmation field of a form that sets a password: it must be filled in, whatever the password. */
export function confirmationRule(i18n: I18n) {
  return z.string().check(z.minLength(1, { error: i18n._(msg`Please confirm the password`) }));
}

/**
 * The confirmation rule of spec section 5 for an object with `password` and `password_confirmation`:
 * "Passwords don't match", filed under the confirmation field.
 */
export function passwordsMatchRule<T extends { password: string; password_confirmation: string }>(
  i18n: I18n,
) {
  return z.refine<T>((values) => values.password === values.password_confirmation, {
    error: i18n._(msg`Passwords don't match`),
    path: ['password_confirmation'],
  });
}
