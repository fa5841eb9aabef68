import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/api-error';
import { formFailure, type FormFailure } from '@/components/form/form-failure';

/**
 * What the message form shows when saving failed: the server's words for this message's key
 * (`translations.<key>` of a 422: the compiler's error, a plural form or placeholder) under its text,
 * anything else above the form.
 */
export function messageRefusal(error: unknown, key: string, i18n: I18n): FormFailure<'text'> {
  const own = isApiError(error) ? error.errors[`translations.${key}`]?.[0] : undefined;
  if (own) return { fields: { text: own }, message: null };
  return formFailure(error, ['text'], msg`The translation could not be saved. Try again.`, i18n);
}
