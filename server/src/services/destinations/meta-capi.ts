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

const KEY = 'meta_capi';
/** The Graph API version the payload follows. */
export const META_API_VERSION = 'v21.0';
/** The Conversions API takes at most 1000 events per request. */
export const META_MAX_EVENTS = 1000;
/** Custom-data keys that are Meta's browser and click ids: they belong in `user_data`. */
const META_USER_KEYS = ['fbc', 'fbp'];
/**
 * Graph API error codes that mean "later": 1 and 2 (unknown, temporarily unavailable), and the
 * throttling codes 4, 17, 32, 341 and 613, which Meta answers with HTTP 400, not 429.
 */
const META_TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

/**
 * One event of the `data` array. `external_id` is the SHA-256 of the visitor id, as Meta recommends for
 * every identifier; the email and phone hashes are already SHA-256 of the normalised values.
 */
function metaEvent(event: DeliveryEvent) {
  const { userData, visitorId, customData } = event;
  return definedEntries({
    event_name: event.eventName,
    event_time: unixSeconds(event.eventTime),
    event_id: event.eventId,
    action_source: 'website',
    event_source_url: event.pageUrl ?? undefined,
    user_data: definedEntries({
      em: userData.email_hash ? [userData.email_hash] : undefined,
      ph: userData.phone_hash ? [userData.phone_hash] : undefined,
      client_ip_address: userData.client_ip || undefined,
      client_user_agent: userData.user_agent || undefined,
      external_id: visitorId ? [sha256Hex(visitorId)] : undefined,
      fbc: customString(customData, 'fbc'),
      fbp: customString(customData, 'fbp'),
    }),
    custom_data: valuedCustomData(event, withoutKeys(customData, META_USER_KEYS)),
  });
}

/**
 * Meta answers 200 with `events_received` on success and 4xx with `{ error: { code, is_transient } }`
 * otherwise; throttling comes as 400, so the error code decides before the status does.
 */
function judgeMeta(status: number, body: string): DeliveryVerdict {
  if (status >= 200 && status < 300) return 'delivered';
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; is_transient?: unknown } };
    if (error?.is_transient === true) return 'retry';
    if (typeof error?.code === 'number' && META_TRANSIENT_CODES.has(error.code)) return 'retry';
  } catch {
    // Not Meta's JSON (a proxy's page, say): the status alone decides.
  }
  return judgeHttp(status);
}

/**
 * Meta Conversions API: `POST /{version}/{pixel_id}/events` with the access token in the JSON body, never
 * in the URL, where proxies and logs would keep it.
 */
export const metaCapi: DestinationAdapter = {
  key: KEY,
  requests(events, settings, { urls }) {
    const pixelId = requiredSetting(KEY, settings, 'pixel_id');
    const accessToken = requiredSetting(KEY, settings, 'access_token');
    const testEventCode = optionalSetting(settings, 'test_event_code');
    const url = `${urls.meta}/${META_API_VERSION}/${encodeURIComponent(pixelId)}/events`;
    return chunk(events, META_MAX_EVENTS).map((batch) => ({
      eventIds: batch.map((event) => event.id),
      method: 'POST',
      url,
      headers: { ...JSON_HEADERS },
      body: JSON.stringify({
        data: batch.map(metaEvent),
        access_token: accessToken,
        ...(testEventCode ? { test_event_code: testEventCode } : {}),
      }),
    }));
  },
  judge: judgeMeta,
  secrets: (settings) => presentSettings(settings, ['access_token']),
};
