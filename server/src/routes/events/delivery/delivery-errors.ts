import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { MessageValues } from '../../../lib/i18n.ts';
import { serviceDefinition } from '../../../lib/service-catalog.ts';
import { legacyDeliveryError } from './legacy-delivery-errors.ts';

/**
 * Why a delivery did not succeed, with its facts. Stored in no language (`storedDeliveryError`) in the
 * attempts, the event's delivery entries and its `error`, and worded for each reader when read
 * (`deliveryErrorMessage`), so a Polish owner never reads English and a client may react to the code.
 */
export type DeliveryError =
  /** No answer came within the time-out. */
  | { code: 'timeout'; seconds: number }
  /**
   * No connection: refused, reset, no such host, or an address deliveries never go to (private, local,
   * metadata). Which of them is never stored: the owner would learn from it what lies behind an address.
   */
  | { code: 'unreachable' }
  /** The destination answered a status that means "later" (5xx, 429…). */
  | { code: 'http_error'; status: number }
  /** The destination answered a status that refuses the events for good (4xx). */
  | { code: 'refused'; status: number }
  /** A required setting of the service is not set. */
  | { code: 'setting_missing'; setting: string }
  | { code: 'paused' }
  | { code: 'removed' };

export type DeliveryErrorCode = DeliveryError['code'];

/** `error` as the database keeps it: its code, then `:` and its one fact when it has one (`timeout:10`). */
export function storedDeliveryError(error: DeliveryError): string {
  switch (error.code) {
    case 'timeout':
      return `timeout:${String(error.seconds)}`;
    case 'http_error':
    case 'refused':
      return `${error.code}:${String(error.status)}`;
    case 'setting_missing':
      return `setting_missing:${error.setting}`;
    default:
      return error.code;
  }
}

/** The error a stored code stands for, or undefined for text that is no code. */
function codedDeliveryError(stored: string): DeliveryError | undefined {
  const colon = stored.indexOf(':');
  const code = colon === -1 ? stored : stored.slice(0, colon);
  const fact = colon === -1 ? '' : stored.slice(colon + 1);
  const number = Number(fact);
  switch (code) {
    case 'timeout':
      return fact !== '' && number > 0 ? { code, seconds: number } : undefined;
    case 'http_error':
    case 'refused':
      return Number.isInteger(number) && number >= 100 ? { code, status: number } : undefined;
    case 'setting_missing':
      return fact ? { code, setting: fact } : undefined;
    case 'unreachable':
    case 'paused':
    case 'removed':
      return fact === '' ? { code } : undefined;
    default:
      return undefined;
  }
}

/**
 * The error a stored text stands for: a code as `storedDeliveryError` writes it, or one of the English
 * sentences stored before errors were codes; undefined for any other text.
 */
export function parseDeliveryError(stored: string): DeliveryError | undefined {
  return codedDeliveryError(stored) ?? legacyDeliveryError(stored);
}

const MESSAGES: Record<DeliveryErrorCode, MessageDescriptor> = {
  timeout: msg({ message: 'The destination did not answer within {seconds, number} s' }),
  unreachable: msg`The destination could not be reached`,
  http_error: msg({ message: 'The destination answered with status {status}' }),
  refused: msg({ message: 'The destination refused the events (status {status})' }),
  setting_missing: msg({ message: 'The setting “{setting}” is missing' }),
  paused: msg`The destination was paused`,
  removed: msg`The destination was removed`,
};

/** A message of the request's language (or any locale's), as `request.t` gives it. */
export type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/**
 * A stored delivery error of `service` in words for the reader (`t`); text that is no known error is
 * shown as it was stored.
 */
export function deliveryErrorMessage(stored: string, service: string, t: Translate): string {
  const error = parseDeliveryError(stored);
  if (!error) return stored;
  switch (error.code) {
    case 'timeout':
      return t(MESSAGES.timeout, { seconds: error.seconds });
    case 'http_error':
    case 'refused':
      return t(MESSAGES[error.code], { status: error.status });
    case 'setting_missing': {
      const label = serviceDefinition(service)?.fields.find((field) => field.key === error.setting)?.label;
      return t(MESSAGES.setting_missing, { setting: label ? t(label) : error.setting });
    }
    default:
      return t(MESSAGES[error.code]);
  }
}

const serviceError = msg({ message: '{service}: {error}' });

/**
 * An event's `error` (the failure of one of its deliveries) in words for the reader, led by the name of
 * the service that failed, which the event's delivery entries tell.
 */
export function eventErrorMessage(
  stored: string,
  deliveries: readonly { service: string; status: string; error: string | null }[],
  t: Translate,
): string {
  const failed =
    deliveries.find((delivery) => delivery.status === 'failed' && delivery.error === stored) ??
    deliveries.find((delivery) => delivery.error === stored);
  if (!failed) return deliveryErrorMessage(stored, '', t);
  // Product names read the same in every language.
  const service = serviceDefinition(failed.service)?.name ?? failed.service;
  return t(serviceError, { service, error: deliveryErrorMessage(stored, failed.service, t) });
}
