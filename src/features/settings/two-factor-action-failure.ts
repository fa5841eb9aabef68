import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AnyFormApi } from '@tanstack/react-form';
import { isApiError } from '@/api/api-error';

/** What a refused two-factor change shows: the server's verdict on the form's one field, or a message. */
export interface ActionFailure {
  field: string | null;
  message: string | null;
}

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
  if (!isApiError(error)) return { field: null, message: fallbackText };
  const first = error.errors[field]?.[0];
  if (first) return { field: first, message: null };
  return { field: null, message: error.message || fallbackText };
}

/**
 * Files the server's verdict under `name` as the form's own, so it shows at once and the next attempt
 * clears it before validating again. Nothing the user typed changes.
 */
export function showRefusal(form: AnyFormApi, name: string, text: string): void {
  form.setFieldMeta(name, (meta) => ({
    ...meta,
    errorMap: { ...meta.errorMap, onServer: text },
    errorSourceMap: { ...meta.errorSourceMap, onServer: 'form' },
  }));
}
