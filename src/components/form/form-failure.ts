import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AnyFormApi } from '@tanstack/react-form';
import { isApiError } from '@/api/api-error';
import { apiMessages } from '@/api/api-messages';

/** What a refused form shows: messages under its fields, and one message above it. */
export interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message: string | null;
}

/**
 * Turns a rejected call into what a form shows (spec section 8). A 422's errors go under the form's
 * fields; an error on anything the form has no field for (a link's token, a time zone sent for the user)
 * shows above it. Any other failure shows the server's message, else `fallback` ('Registration failed'…):
 * the API layer's stand-ins for a server that said nothing usable ('Something went wrong', 'The server ran
 * into a problem', the latter also shown as a toast) say less here than the fallback does.
 */
export function formFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: MessageDescriptor,
  i18n: I18n,
): FormFailure<Field> {
  const fallbackText = i18n._(fallback);
  if (!isApiError(error)) return { fields: {}, message: fallbackText };
  const found: FormFailure<Field>['fields'] = {};
  let elsewhere: string | null = null;
  for (const [name, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (isField(fields, name)) found[name] ??= first;
    else elsewhere ??= first;
  }
  if (elsewhere || Object.keys(found).length > 0) return { fields: found, message: elsewhere };
  const standIns = [i18n._(apiMessages.generic), i18n._(apiMessages.server)];
  const told = error.message.trim() !== '' && !standIns.includes(error.message);
  return { fields: found, message: told ? error.message : fallbackText };
}

/**
 * What a failed call made outside a kit form (a button, a dialog, a read) says, in one message: no field
 * is shown, so an error on any field is said above all (the server's words for it, as "Open the dashboard
 * at … and try again"), never only the envelope's "The given data was invalid".
 */
export function failureMessage(error: unknown, fallback: MessageDescriptor, i18n: I18n): string {
  return formFailure(error, [], fallback, i18n).message ?? i18n._(fallback);
}

function isField<Field extends string>(fields: readonly Field[], name: string): name is Field {
  return (fields as readonly string[]).includes(name);
}

/**
 * Files a refusal on a kit form and answers the message to show above it: each field's message goes under
 * that field when the form shows it (the field is mounted); a message on a field the form does not show
 * (left out of this screen, in a part not open) goes above the form instead, where the user reads it.
 */
export function fileRefusal(formApi: AnyFormApi, failure: FormFailure<string>): string | null {
  const shown: Partial<Record<string, string>> = {};
  let above = failure.message;
  for (const [name, text] of Object.entries(failure.fields)) {
    if (!text) continue;
    if (formApi.fieldInfo[name]?.instance) shown[name] = text;
    else above ??= text;
  }
  showFieldErrors(formApi, shown);
  return above;
}

/**
 * Files the server's messages under their fields as the form's own verdict, so the user's next attempt
 * clears them before the rules run again; nothing the user typed is touched.
 */
function showFieldErrors(formApi: AnyFormApi, fields: Partial<Record<string, string>>) {
  for (const [name, text] of Object.entries(fields)) {
    if (!text) continue;
    formApi.setFieldMeta(name, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onServer: text },
      errorSourceMap: { ...meta.errorSourceMap, onServer: 'form' },
    }));
  }
}
