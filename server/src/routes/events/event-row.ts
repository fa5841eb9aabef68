import { randomUUID } from 'node:crypto';
import type { EventItem } from './event-items.ts';
import type { NewEvent } from './events.repo.ts';
import { deviceOf, visitorIdOf } from './visitor.ts';

/**
 * The row an accepted item becomes: pending, with a pending delivery per service its domain forwards to;
 * processed at once when there is nothing to forward (no service, or a test event, which is never sent).
 */
export function eventRow(item: EventItem, domainId: string, services: string[], now: Date): NewEvent {
  const source = item.source ?? 'server';
  const forwardedTo = source === 'test' ? [] : services;
  return {
    id: randomUUID(),
    domainId,
    status: forwardedTo.length ? 'pending' : 'processed',
    processedAt: forwardedTo.length ? null : now,
    deliveries: forwardedTo.map((service) => ({
      service,
      status: 'pending',
      error: null,
      attempts: 0,
      last_attempt_at: null,
    })),
    eventName: item.event_name,
    eventId: item.event_id,
    source,
    value: item.value ?? null,
    currency: item.currency ?? null,
    pageUrl: item.page_url ?? null,
    userData: item.user_data ?? {},
    visitorId: visitorIdOf(item.user_data ?? {}),
    device: deviceOf(item.user_data?.user_agent),
    customData: item.custom_data ?? {},
    eventTime: item.event_time ? new Date(item.event_time) : now,
    createdAt: now,
  };
}
