import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/api-error';
import type { LoginField } from './login-rules';

/** What a failed sign-in shows: messages under the fields, or one message above the form. */
export interface LoginFailure {
  fields: Partial<Record<LoginField, string>>;
  message: string | null;
}

const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * Turns a rejected sign-in into what the form shows. A 422's errors map goes under its fields, and an
 * error on a field the form does not show is said above it in the server's words (never only "The given
 * data was invalid"); any other failure shows the server's message (spec section 8 prefers it), else the
 * generic 'Login failed'. (Not the form kit's formFailure: the sign-in screen loads first, without it.)
 */
export function loginFailure(error: unknown, i18n: I18n): LoginFailure {
  const fallback = i18n._(msg`Login failed`);
  if (!isApiError(error)) return { fields: {}, message: fallback };
  const fields: LoginFailure['fields'] = {};
  for (const field of FIELDS) {
    const first = error.errors[field]?.[0];
    if (first) fields[field] = first;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  const elsewhere = Object.values(error.errors).find((messages) => messages[0])?.[0];
  return { fields, message: elsewhere ?? (error.message || fallback) };
}
