import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AnyFormApi } from '@tanstack/react-form';
import { isApiError } from '@/api/api-error';

/** What a refused form shows: messages under its fields, or one message above it. */
export interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message: string | null;
}

/**
 * Turns a rejected call into what its form shows. A 422's errors map goes under the form's own fields;
 * any other failure (or a 422 about nothing the form holds) shows the server's message, which spec
 * section 8 prefers, else `fallback` ('Failed to update profile', say).
 */
export function formFailure<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  fallback: MessageDescriptor,
  i18n: I18n,
): FormFailure<Field> {
  const fallbackText = i18n._(fallback);
  if (!isApiError(error)) return { fields: {}, message: fallbackText };
  const fields: FormFailure<Field>['fields'] = {};
  for (const field of formFields) {
    const first = error.errors[field]?.[0];
    if (first) fields[field] = first;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: error.message || fallbackText };
}

/**
 * Files the server's messages under their fields as the form's own verdict, so they show at once and the
 * next attempt clears them before validating again. Nothing the user typed changes.
 */
export function showFieldErrors(form: AnyFormApi, fields: Readonly<Record<string, string | undefined>>) {
  for (const [name, text] of Object.entries(fields)) {
    if (!text) continue;
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onServer: text },
      errorSourceMap: { ...meta.errorSourceMap, onServer: 'form' },
    }));
  }
}
