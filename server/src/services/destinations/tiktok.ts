import {
  chunk,
  customString,
  definedEntries,
  JSON_HEADERS,
  judgeHttp,
  optionalSetting,
  presentSettings,
  requiredSetting,
  sha256Hex,
  unixSeconds,
  valuedCustomData,
  withoutKeys,
  type DeliveryEvent,
  type DeliveryVerdict,
  type DestinationAdapter,
} from './destination.ts';

const KEY = 'tiktok_events';
/** The Events API takes at most 1000 events per request. */
export const TIKTOK_MAX_EVENTS = 1000;
/** Custom-data keys that are TikTok's click id and cookie id: they belong in `user`. */
const TIKTOK_USER_KEYS = ['ttclid', 'ttp'];

/**
 * The TikTok standard event of each Meta-style name that differs; the others (AddToCart, ViewContent,
 * InitiateCheckout, AddPaymentInfo, CompleteRegistration, Search, Subscribe, Contact…) are TikTok's too
 * and pass unchanged, as do custom names. Purchase goes to CompletePayment and Lead to SubmitForm: TikTok
 * has lately added Purchase and Lead, but CompletePayment and SubmitForm are the events every pixel
 * and ads objective has long supported, so browser and server events of one pixel meet under one name.
 */
export const TIKTOK_EVENT_NAMES: Readonly<Record<string, string>> = {
  Purchase: 'CompletePayment',
  Lead: 'SubmitForm',
};

/** TikTok return codes worth retrying: 40100 (requests too frequent) and 5xxxx (TikTok's own errors). */
const TIKTOK_RATE_LIMITED = 40100;
const TIKTOK_INTERNAL_ERRORS = 50000;

/** One event of `data`. TikTok wants `external_id` SHA-256 hashed, like the email and phone. */
function tiktokEvent(event: DeliveryEvent) {
  const { userData, visitorId, customData } = event;
  return definedEntries({
    event: TIKTOK_EVENT_NAMES[event.eventName] ?? event.eventName,
    event_time: unixSeconds(event.eventTime),
    event_id: event.eventId,
    user: definedEntries({
      email: userData.email_hash || undefined,
      phone: userData.phone_hash || undefined,
      ip: userData.client_ip || undefined,
      user_agent: userData.user_agent || undefined,
      external_id: visitorId ? sha256Hex(visitorId) : undefined,
      ttclid: customString(customData, 'ttclid'),
      ttp: customString(customData, 'ttp'),
    }),
    properties: valuedCustomData(event, withoutKeys(customData, TIKTOK_USER_KEYS)),
    page: event.pageUrl ? { url: event.pageUrl } : undefined,
  });
}

/**
 * TikTok answers HTTP 200 to most failures, with the outcome in the body's `code`: 0 is delivered;
 * 40100 (too many requests) and 5xxxx (TikTok's internal errors) are retried; every other code (40001
 * no permission, 40002 invalid parameters, 40105 wrong or revoked token…) is refused, since sending the
 * same request again cannot succeed. A 2xx body that is not TikTok's JSON is retried: the outcome is
 * unknown, and TikTok drops duplicates by `event_id`. Other statuses are judged as HTTP.
 */
export function judgeTiktok(status: number, body: string): DeliveryVerdict {
  if (status < 200 || status >= 300) return judgeHttp(status);
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown } | null)?.code;
  } catch {
    return 'retry';
  }
  if (typeof code !== 'number') return 'retry';
  if (code === 0) return 'delivered';
  if (code === TIKTOK_RATE_LIMITED || code >= TIKTOK_INTERNAL_ERRORS) return 'retry';
  return 'refused';
}

/** TikTok Events API 2.0: `POST /open_api/v1.3/event/track/` with the token in the `Access-Token` header. */
export const tiktok: DestinationAdapter = {
  key: KEY,
  requests(events, settings, { urls }) {
    const pixelCode = requiredSetting(KEY, settings, 'pixel_code');
    const accessToken = requiredSetting(KEY, settings, 'access_token');
    const testEventCode = optionalSetting(settings, 'test_event_code');
    return chunk(events, TIKTOK_MAX_EVENTS).map((batch) => ({
      eventIds: batch.map((event) => event.id),
      method: 'POST',
      url: `${urls.tiktok}/open_api/v1.3/event/track/`,
      headers: { ...JSON_HEADERS, 'Access-Token': accessToken },
      body: JSON.stringify({
        event_source: 'web',
        event_source_id: pixelCode,
        ...(testEventCode ? { test_event_code: testEventCode } : {}),
        data: batch.map(tiktokEvent),
      }),
    }));
  },
  judge: judgeTiktok,
  secrets: (settings) => presentSettings(settings, ['access_token']),
};
