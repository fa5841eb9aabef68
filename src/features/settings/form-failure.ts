import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AnyFormApi } from '@tanstack/react-form';
import { isApiError } from '@/api/api-error';
import { apiMessages } from '@/api/api-messages';

/** What a refused form shows: messages under its fields, or one message above it. */
export interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message: string | null;
}

/**
 * Turns a rejected call into what its form shows (spec section 8). A 422's errors go under the form's
 * own fields; an error on anything the form has no field for shows above it. Any other failure shows the
 * server's message, else `fallback` ('Failed to update profile'…): the API layer's stand-ins for a
 * server that said nothing usable ('Something went wrong', 'The server ran into a problem') say less.
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
  let elsewhere: string | null = null;
  for (const [name, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (isField(formFields, name)) fields[name] ??= first;
    else elsewhere ??= first;
  }
  if (elsewhere || Object.keys(fields).length > 0) return { fields, message: elsewhere };
  const standIns = [i18n._(apiMessages.generic), i18n._(apiMessages.server)];
  const told = error.message.trim() !== '' && !standIns.includes(error.message);
  return { fields, message: told ? error.message : fallbackText };
}

function isField<Field extends string>(fields: readonly Field[], name: string): name is Field {
  return (fields as readonly string[]).includes(name);
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
