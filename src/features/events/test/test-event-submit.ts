import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, isApiError } from '@/api/api-error';
import type { EventIngestError } from '@/api/queries/events';
import type { FormFailure } from '@/components/form/form-failure';
import { itemFieldErrors, TEST_EVENT_FIELDS, type TestEventField } from './test-event-values';

const isField = (name: string): name is TestEventField =>
  (TEST_EVENT_FIELDS as readonly string[]).includes(name);

/**
 * What the form shows for an item the server rejected inside a 202: each message under its field, and
 * above the form that the event was rejected, with the messages no field shows.
 */
export function rejectedItemFailure(
  rejection: EventIngestError | undefined,
  i18n: I18n,
): FormFailure<TestEventField> {
  const fields: Partial<Record<TestEventField, string>> = {};
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(itemFieldErrors(rejection?.errors ?? {}))) {
    if (isField(name) && messages[0]) fields[name] ??= messages[0];
    else elsewhere.push(...messages);
  }
  const message = i18n._(msg`The event was rejected.`);
  return { fields, message: [message, ...elsewhere].join(' ') };
}

/** A refused call with its field messages renamed to the form's fields (`events.0.value` → `value`). */
export function withItemFieldNames(error: unknown): unknown {
  if (!isApiError(error)) return error;
  return new ApiError({
    message: error.message,
    status: error.status,
    errors: itemFieldErrors(error.errors),
    retryAfter: error.retryAfter,
  });
}
