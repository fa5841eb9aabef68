import type { I18n, MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/api/api-error';
import type { FormFailure } from '@/components/form/form-failure';

/** What a refused two-factor change shows: the server's verdict on the form's one field, or a message. */
export type ActionFailure = FormFailure<string>;

/**
 * Turns a rejected two-factor call into what its form shows: a 422 on the form's field (`code` or
 * `password`) goes under it; anything else shows the server's message, which spec section 8 prefers,
 * else `fallback` ('Failed to enable 2FA', say).
 */
export function actionFailure(
  error: unknown,
  field: string,
  fallback: MessageDescriptor,
  i18n: I18n,
): ActionFailure {
  const fallbackText = i18n._(fallback);
  if (!isApiError(error)) return { fields: {}, message: fallbackText };
  const first = error.errors[field]?.[0];
  if (first) return { fields: { [field]: first }, message: null };
  return { fields: {}, message: error.message || fallbackText };
}
