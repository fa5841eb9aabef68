import type { components } from '#contract';
import type { events } from '../../db/schema/events.ts';

export type EventView = components['schemas']['Event'];
export type EventRow = typeof events.$inferSelect;

/** The Event entity of the contract; `user_data` stays inside (it is not part of the entity). */
export function eventView(event: EventRow, domainName?: string): EventView {
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
      last_attempt_at: delivery.last_attempt_at === null ? null : new Date(delivery.last_attempt_at),
    })),
    error: event.error,
    event_time: event.eventTime,
    processed_at: event.processedAt,
    created_at: event.createdAt,
  };
}
