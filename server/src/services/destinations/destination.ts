import { createHash } from 'node:crypto';
import type { EventUserData } from '../../db/schema/events.ts';

/** What an adapter needs of an event: a subset of the `events` row. */
export interface DeliveryEvent {
  /** The platform's id, which deliveries are recorded against. */
  id: string;
  eventName: string;
  /** The sender's id, which the destinations use to drop duplicates (e.g. against their browser pixel). */
  eventId: string;
  eventTime: Date;
  value: number | null;
  currency: string | null;
  pageUrl: string | null;
  visitorId: string | null;
  userData: EventUserData;
  customData: Record<string, unknown>;
  source: 'server' | 'browser' | 'test';
}

/** A service's settings as stored, with its secrets already decrypted. */
export type DestinationSettings = Record<string, string | boolean | null | undefined>;

/** The base address of each third-party API, replaced by fakes in tests. */
export interface DestinationUrls {
  meta: string;
  ga4: string;
  ga4Eu: string;
  tiktok: string;
}

export const DEFAULT_DESTINATION_URLS: DestinationUrls = {
  meta: 'https://graph.facebook.com',
  ga4: 'https://www.google-analytics.com',
  ga4Eu: 'https://region1.google-analytics.com',
  tiktok: 'https://business-api.tiktok.com',
};

export interface DestinationContext {
  urls: DestinationUrls;
  /** When the requests are made (the webhook signs with it). */
  now: Date;
}

/** One HTTP request to a destination, ready to send. */
export interface DestinationRequest {
  /** The platform ids (`DeliveryEvent.id`) of the events this request carries. */
  eventIds: string[];
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  /** The JSON text exactly as sent (the webhook signature covers these bytes). */
  body: string;
}

/** What an answer means for the events of its request: done, try again later, or never. */
export type DeliveryVerdict = 'delivered' | 'retry' | 'refused';

/**
 * Shapes the requests that forward a batch of a domain's events to one service, and reads its answers.
 * Pure: no network, no database, the same output for the same input.
 */
export interface DestinationAdapter {
  /** The service key of the catalog (`server/src/lib/service-catalog.ts`). */
  readonly key: string;
  /** Throws a `DestinationSettingError` when a required setting is missing. */
  requests(
    events: readonly DeliveryEvent[],
    settings: DestinationSettings,
    context: DestinationContext,
  ): DestinationRequest[];
  judge(status: number, body: string): DeliveryVerdict;
  /** The setting values that must never reach a log or a stored error. */
  secrets(settings: DestinationSettings): string[];
}

/** A required setting is missing: retrying cannot help until the owner fixes the service's settings. */
export class DestinationSettingError extends Error {
  readonly service: string;
  readonly setting: string;

  constructor(service: string, setting: string) {
    super(`${service}: the setting ${setting} is missing`);
    this.name = 'DestinationSettingError';
    this.service = service;
    this.setting = setting;
  }
}

/** The string setting `key`, or a `DestinationSettingError` when it is missing or empty. */
export function requiredSetting(service: string, settings: DestinationSettings, key: string): string {
  const value = settings[key];
  if (typeof value !== 'string' || value.trim() === '') throw new DestinationSettingError(service, key);
  return value.trim();
}

/** The string setting `key`, or undefined when it is missing or empty. */
export function optionalSetting(settings: DestinationSettings, key: string): string | undefined {
  const value = settings[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The string settings among `keys` that are set, e.g. to list an adapter's secrets. */
export function presentSettings(settings: DestinationSettings, keys: readonly string[]): string[] {
  return keys.flatMap((key) => optionalSetting(settings, key) ?? []);
}

/**
 * The verdict of an HTTP status alone: 2xx delivered; 408, 425, 429 and 5xx are passing trouble and
 * retried; any other status (4xx, and 1xx or 3xx, which a JSON API never answers) is refused.
 */
export function judgeHttp(status: number): DeliveryVerdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 425 || status === 429 || (status >= 500 && status < 600)) return 'retry';
  return 'refused';
}

const SCRUBBED = '•••';
/** Shorter values would scrub ordinary words and digits out of the text. */
const SHORTEST_SECRET = 4;

/**
 * `text` with every secret replaced by `•••`, also in its URL-encoded form (GA4's secret travels in a
 * query string, which error messages quote). Longest first, so a secret that contains another goes whole.
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  const forms = secrets
    .filter((secret) => secret.length >= SHORTEST_SECRET)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .sort((a, b) => b.length - a.length);
  return forms.reduce((scrubbed, form) => scrubbed.replaceAll(form, SCRUBBED), text);
}

/** `text` cut to at most `max` characters, ending with `…` when cut, for storing an API's answer. */
export function trimAnswer(text: string, max = 2000): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  // Never leave half of a surrogate pair behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** `items` in runs of at most `size`, in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `record` without its undefined entries, so absent data is left out of a payload rather than sent null. */
export function definedEntries<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** `customData` without the keys a destination reads into dedicated fields. */
export function withoutKeys(
  customData: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(customData).filter(([key]) => !keys.includes(key)));
}

/** The string value of `customData[key]` when it is a non-empty string. */
export function customString(customData: Record<string, unknown>, key: string): string | undefined {
  const value = customData[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The event's custom data with its value and currency: the event's own columns win over custom keys of
 * the same name, since the ingestion validated them.
 */
export function valuedCustomData(event: DeliveryEvent, customData: Record<string, unknown>) {
  return {
    ...customData,
    ...(event.value === null ? {} : { value: event.value }),
    ...(event.currency === null ? {} : { currency: event.currency }),
  };
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;
