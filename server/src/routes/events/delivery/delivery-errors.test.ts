import { describe, expect, it } from 'vitest';
import { LOCALES } from '#locales';
import { translate } from '../../../lib/i18n.ts';
import {
  deliveryErrorMessage,
  eventErrorMessage,
  parseDeliveryError,
  storedDeliveryError,
  type DeliveryError,
  type Translate,
} from './delivery-errors.ts';

const inLocale =
  (locale: (typeof LOCALES)[number]): Translate =>
  (message, values) =>
    translate(message, locale, values);
const en = inLocale('en');
const pl = inLocale('pl');

const EVERY_ERROR: DeliveryError[] = [
  { code: 'timeout', seconds: 10 },
  { code: 'unreachable' },
  { code: 'http_error', status: 503 },
  { code: 'refused', status: 400 },
  { code: 'setting_missing', setting: 'access_token' },
  { code: 'paused' },
  { code: 'removed' },
];

describe('storedDeliveryError', () => {
  it('keeps each error as its code and fact, and reads it back', () => {
    const stored = EVERY_ERROR.map(storedDeliveryError);
    expect(stored).toEqual([
      'timeout:10',
      'unreachable',
      'http_error:503',
      'refused:400',
      'setting_missing:access_token',
      'paused',
      'removed',
    ]);
    expect(stored.map(parseDeliveryError)).toEqual(EVERY_ERROR);
    expect(parseDeliveryError('timeout:0.3')).toEqual({ code: 'timeout', seconds: 0.3 });
  });
});

describe('deliveryErrorMessage', () => {
  it('words every error in each of the five languages, none of them English but English', () => {
    for (const error of EVERY_ERROR) {
      const english = deliveryErrorMessage(storedDeliveryError(error), 'meta_capi', en);
      for (const locale of LOCALES.filter((code) => code !== 'en')) {
        const worded = deliveryErrorMessage(storedDeliveryError(error), 'meta_capi', inLocale(locale));
        expect(worded, `${error.code} in ${locale}`).not.toBe(english);
      }
    }
  });

  it('fills in the facts, numbers in the reader’s format and settings by their label', () => {
    expect(deliveryErrorMessage('timeout:0.3', 'webhook', en)).toBe(
      'The destination did not answer within 0.3 s',
    );
    expect(deliveryErrorMessage('timeout:0.3', 'webhook', pl)).toBe(
      'Miejsce docelowe nie odpowiedziało w ciągu 0,3 s',
    );
    expect(deliveryErrorMessage('refused:401', 'meta_capi', en)).toBe(
      'The destination refused the events (status 401)',
    );
    expect(deliveryErrorMessage('setting_missing:access_token', 'meta_capi', en)).toBe(
      'The setting “Access token” is missing',
    );
    expect(deliveryErrorMessage('setting_missing:access_token', 'meta_capi', pl)).toBe(
      'Brakuje ustawienia „Token dostępu”',
    );
  });

  it('words the English sentences stored before errors were codes, dropping what a refused connection named', () => {
    expect(
      [
        'No answer within 0.3 s',
        'The destination could not be reached (ECONNREFUSED)',
        'The destination answered 400 and refused the events',
        'The destination answered 500',
        'The setting pixel_id is missing',
        'The destination was paused',
        'meta_capi: the service did not answer within 10 s',
      ].map((stored) => deliveryErrorMessage(stored, 'meta_capi', pl)),
    ).toEqual([
      'Miejsce docelowe nie odpowiedziało w ciągu 0,3 s',
      'Nie udało się połączyć z miejscem docelowym',
      'Miejsce docelowe odrzuciło zdarzenia (status 400)',
      'Miejsce docelowe odpowiedziało statusem 500',
      'Brakuje ustawienia „Identyfikator piksela”',
      'Miejsce docelowe zostało wstrzymane',
      'Miejsce docelowe nie odpowiedziało w ciągu 10 s',
    ]);
    expect(deliveryErrorMessage('something else entirely', 'webhook', pl)).toBe('something else entirely');
  });
});

describe('eventErrorMessage', () => {
  it('leads with the name of the service whose delivery failed', () => {
    const deliveries = [
      { service: 'google_ga4', status: 'processed', error: null },
      { service: 'meta_capi', status: 'failed', error: 'timeout:10' },
    ];
    expect(eventErrorMessage('timeout:10', deliveries, en)).toBe(
      'Meta Conversions API: The destination did not answer within 10 s',
    );
    expect(eventErrorMessage('timeout:10', deliveries, pl)).toBe(
      'Meta Conversions API: Miejsce docelowe nie odpowiedziało w ciągu 10 s',
    );
  });
});
