import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/api-error';

/** What a refused second factor shows. */
export interface TwoFactorFailure {
  /** The server's verdict on the code, shown under the field. */
  code: string | null;
  /** A message above the form. */
  message: string | null;
  /** The sign-in attempt itself is over (expired, or too many wrong codes): only signing in again helps. */
  expired: boolean;
}

/**
 * Turns a rejected POST /auth/2fa/verify into what the form shows. A wrong code lands under the field;
 * a dead challenge (422 on `two_factor_token`) says so above the form; anything else shows the server's
 * message (spec section 8 prefers it), else 'Failed to verify 2FA'.
 */
export function twoFactorFailure(error: unknown, i18n: I18n): TwoFactorFailure {
  const fallback = i18n._(msg`Failed to verify 2FA`);
  if (!isApiError(error)) return { code: null, message: fallback, expired: false };
  const challenge = error.errors.two_factor_token?.[0];
  if (challenge) return { code: null, message: challenge, expired: true };
  const code = error.errors.code?.[0];
  if (code) return { code, message: null, expired: false };
  // An error on a field the form does not show, in the server's words rather than "The given data was invalid".
  const elsewhere = Object.values(error.errors).find((messages) => messages[0])?.[0];
  return { code: null, message: elsewhere ?? (error.message || fallback), expired: false };
}
