import {
  chunk,
  definedEntries,
  judgeHttp,
  presentSettings,
  requiredSetting,
  type DeliveryEvent,
  type DestinationAdapter,
} from './destination.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';

const KEY = 'webhook';
/** Events per request: small enough for a receiver to store them within a usual time-out. */
export const WEBHOOK_MAX_EVENTS = 100;
export const WEBHOOK_USER_AGENT = 'Tracklane-Webhook/1';

/**
 * One event of the `events` array. `user_data` is there only when the owner asked for it, and then
 * holds only the email and phone hashes the setting names: IP address and user agent stay here.
 */
function webhookEvent(event: DeliveryEvent, includeUserData: boolean) {
  return {
    id: event.id,
    event_name: event.eventName,
    event_id: event.eventId,
    event_time: event.eventTime.toISOString(),
    source: event.source,
    value: event.value,
    currency: event.currency,
    page_url: event.pageUrl,
    custom_data: event.customData,
    ...(includeUserData
      ? {
          user_data: definedEntries({
            email_hash: event.userData.email_hash || undefined,
            phone_hash: event.userData.phone_hash || undefined,
          }),
        }
      : {}),
  };
}

/**
 * The owner's own endpoint: `POST {url}` with `{ "events": [...] }`, signed in `X-Tracklane-Signature`
 * (see `signWebhook`). Any 2xx is delivered; the rest is judged as HTTP.
 */
export const webhook: DestinationAdapter = {
  key: KEY,
  requests(events, settings, { now }) {
    const url = requiredSetting(KEY, settings, 'url');
    const secret = requiredSetting(KEY, settings, 'signing_secret');
    const includeUserData = settings.include_user_data === true;
    return chunk(events, WEBHOOK_MAX_EVENTS).map((batch) => {
      const body = JSON.stringify({ events: batch.map((event) => webhookEvent(event, includeUserData)) });
      return {
        eventIds: batch.map((event) => event.id),
        method: 'POST',
        url,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, now),
        },
        body,
      };
    });
  },
  judge: (status) => judgeHttp(status),
  secrets: (settings) => presentSettings(settings, ['signing_secret']),
};
