import type { components } from '#contract';
import type { Locale } from '#locales';
import type { events } from '../../db/schema/events.ts';
import { translate } from '../../lib/i18n.ts';
import { deliveryErrorMessage, eventErrorMessage, type Translate } from './delivery/delivery-errors.ts';

export type EventView = components['schemas']['Event'];
export type EventRow = typeof events.$inferSelect;

/**
 * The Event entity of the contract, its delivery errors worded in `locale` (the reader's); `user_data`
 * stays inside (it is not part of the entity).
 */
export function eventView(event: EventRow, locale: Locale, domainName?: string): EventView {
  const t: Translate = (message, values) => translate(message, locale, values);
  return {
    id: event.id,
    domain_id: event.domainId,
    ...(domainName !== undefined && { domain_name: domainName }),
    event_name: event.eventName,
    event_id: event.eventId,
    source: event.source,
    status: event.status,
    value: event.value,
    currency: event.currency,
    page_url: event.pageUrl,
    country: event.country,
    device: event.device,
    custom_data: event.customData,
    deliveries: event.deliveries.map((delivery) => ({
      ...delivery,
      error: delivery.error === null ? null : deliveryErrorMessage(delivery.error, delivery.service, t),
      last_attempt_at: delivery.last_attempt_at === null ? null : new Date(delivery.last_attempt_at),
    })),
    error: event.error === null ? null : eventErrorMessage(event.error, event.deliveries, t),
    event_time: event.eventTime,
    processed_at: event.processedAt,
    created_at: event.createdAt,
  };
}
