import {
  chunk,
  customString,
  definedEntries,
  JSON_HEADERS,
  judgeHttp,
  presentSettings,
  requiredSetting,
  sha256Hex,
  type DeliveryEvent,
  type DestinationAdapter,
} from './destination.ts';

const KEY = 'google_ga4';
/** The Measurement Protocol takes at most 25 events per request. */
export const GA4_MAX_EVENTS = 25;
/** GA4's collection limits: parameters per event, characters of a name and of a value. */
const MAX_PARAMS = 25;
const MAX_NAME = 40;
const MAX_VALUE = 100;
/** `page_location` is the one parameter GA4 keeps up to 1000 characters. */
const MAX_PAGE_LOCATION = 1000;
/** GA4 drops names with these prefixes; they are Google's. */
const RESERVED_PREFIXES = ['google_', 'ga_', 'firebase_'];

/** The GA4 recommended event of each standard (Meta-style) name; other names go to snake_case. */
export const GA4_EVENT_NAMES: Readonly<Record<string, string>> = {
  Purchase: 'purchase',
  Lead: 'generate_lead',
  CompleteRegistration: 'sign_up',
  AddToCart: 'add_to_cart',
  AddToWishlist: 'add_to_wishlist',
  ViewContent: 'view_item',
  PageView: 'page_view',
  InitiateCheckout: 'begin_checkout',
  AddPaymentInfo: 'add_payment_info',
  Search: 'search',
};

/**
 * `name` as a GA4 name: snake_case of letters, digits and underscores, starting with a letter, at most
 * 40 characters ("ViewCart" → "view_cart", "newsletter-signup" → "newsletter_signup").
 */
export function ga4Name(name: string): string {
  const snake = name
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z\d_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  const named = /^[a-z]/.test(snake) ? snake : `event_${snake}`;
  return named.slice(0, MAX_NAME).replace(/_$/, '');
}

/**
 * The GA4 client of an event. GA4 joins Measurement Protocol events to a browser's session only through
 * the `client_id` of its `_ga` cookie, so a sender that has it passes it as `custom_data.client_id`.
 * Otherwise the id is derived from the visitor id (or, without one, the event's own id): two 32-bit
 * numbers of its SHA-256 in the cookie's `<n>.<n>` form, stable so one visitor stays one GA4 user.
 */
export function ga4ClientId(event: DeliveryEvent): string {
  const given = customString(event.customData, 'client_id');
  if (given) return given;
  const digest = sha256Hex(event.visitorId ?? event.id);
  return `${parseInt(digest.slice(0, 8), 16)}.${parseInt(digest.slice(8, 16), 16)}`;
}

/** The custom data GA4 can take as parameters: strings (cut to 100 characters) and finite numbers. */
function customParams(customData: Record<string, unknown>): [string, string | number][] {
  return Object.entries(customData).flatMap(([key, value]): [string, string | number][] => {
    if (key === 'client_id') return [];
    const name = ga4Name(key);
    if (RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix))) return [];
    if (typeof value === 'string') return [[name, value.slice(0, MAX_VALUE)]];
    if (typeof value === 'number' && Number.isFinite(value)) return [[name, value]];
    return [];
  });
}

/**
 * The event's parameters: its own fields first, then custom data up to GA4's 25. `engagement_time_msec`
 * is what makes GA4 count the user as active; `transaction_id` lets it drop a purchase sent twice.
 */
function ga4Params(event: DeliveryEvent, name: string) {
  const params: Record<string, string | number> = definedEntries({
    value: event.value ?? undefined,
    currency: event.currency ?? undefined,
    page_location: event.pageUrl?.slice(0, MAX_PAGE_LOCATION),
    transaction_id: name === 'purchase' ? event.eventId.slice(0, MAX_VALUE) : undefined,
    engagement_time_msec: 1,
  });
  for (const [key, value] of customParams(event.customData)) {
    if (Object.keys(params).length >= MAX_PARAMS) break;
    if (!(key in params)) params[key] = value;
  }
  return params;
}

function ga4Event(event: DeliveryEvent) {
  const name = GA4_EVENT_NAMES[event.eventName] ?? ga4Name(event.eventName);
  return { name, timestamp_micros: event.eventTime.getTime() * 1000, params: ga4Params(event, name) };
}

/**
 * The events of one request share its client and its `user_data`, so a batch is split by both, keeping
 * the order of the events within each.
 */
function byClient(events: readonly DeliveryEvent[]) {
  const groups = new Map<
    string,
    { clientId: string; userData: DeliveryEvent['userData']; events: DeliveryEvent[] }
  >();
  for (const event of events) {
    const clientId = ga4ClientId(event);
    const key = JSON.stringify([clientId, event.userData.email_hash, event.userData.phone_hash]);
    const group = groups.get(key) ?? { clientId, userData: event.userData, events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Google Analytics 4 Measurement Protocol: `POST /mp/collect` on the global or the EU host. GA4 answers
 * 2xx even to payloads it drops (only its debug endpoint validates), so the status alone is judged.
 */
export const ga4: DestinationAdapter = {
  key: KEY,
  requests(events, settings, { urls }) {
    const measurementId = requiredSetting(KEY, settings, 'measurement_id');
    const apiSecret = requiredSetting(KEY, settings, 'api_secret');
    const host = settings.region === 'eu' ? urls.ga4Eu : urls.ga4;
    const query = `measurement_id=${encodeURIComponent(measurementId)}&api_secret=${encodeURIComponent(apiSecret)}`;
    const url = `${host}/mp/collect?${query}`;
    return byClient(events).flatMap(({ clientId, userData, events: clientEvents }) => {
      const user = definedEntries({
        sha256_email_address: userData.email_hash ? [userData.email_hash] : undefined,
        sha256_phone_number: userData.phone_hash ? [userData.phone_hash] : undefined,
      });
      return chunk(clientEvents, GA4_MAX_EVENTS).map((batch) => ({
        eventIds: batch.map((event) => event.id),
        method: 'POST' as const,
        url,
        headers: { ...JSON_HEADERS },
        body: JSON.stringify({
          client_id: clientId,
          events: batch.map(ga4Event),
          ...(Object.keys(user).length > 0 ? { user_data: user } : {}),
        }),
      }));
    });
  },
  judge: (status) => judgeHttp(status),
  secrets: (settings) => presentSettings(settings, ['api_secret']),
};
