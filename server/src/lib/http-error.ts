import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '#locales';
import { commonMessages } from './common-messages.ts';
import type { MessageValues } from './i18n.ts';

/** A message about one field, translated when the answer is written. */
export interface FieldError {
  message: MessageDescriptor;
  values?: MessageValues;
}

/** An expected failure: becomes an error envelope with this status, in the request's language. */
export interface HttpErrorOptions {
  values?: MessageValues;
  fieldErrors?: Readonly<Record<string, readonly FieldError[]>>;
  /** Seconds, for 429 answers. */
  retryAfter?: number;
  /** The language of the message when not the request's (a refusal meant for a domain's owner). */
  locale?: Locale;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly text: MessageDescriptor;
  readonly options: HttpErrorOptions;

  constructor(statusCode: number, text: MessageDescriptor, options: HttpErrorOptions = {}) {
    super(text.message ?? text.id);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.text = text;
    this.options = options;
  }
}

export const unauthenticated = () => new HttpError(401, commonMessages.unauthenticated);
export const forbidden = (message: MessageDescriptor = commonMessages.forbidden) =>
  new HttpError(403, message);
export const notFound = (message: MessageDescriptor = commonMessages.notFound) => new HttpError(404, message);
export const notImplemented = () => new HttpError(501, commonMessages.notImplemented);

/** 422 with one message on one field; the envelope's `message` repeats it. */
export function invalidField(field: string, message: MessageDescriptor, values?: MessageValues) {
  return new HttpError(422, message, { values, fieldErrors: { [field]: [{ message, values }] } });
}

/** 422 with messages on several fields. */
export function invalidFields(fieldErrors: Record<string, readonly FieldError[]>) {
  return new HttpError(422, commonMessages.validationFailed, { fieldErrors });
}

export function tooManyRequests(retryAfter: number) {
  return new HttpError(429, commonMessages.tooManyRequests, { values: { seconds: retryAfter }, retryAfter });
}
