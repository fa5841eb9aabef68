import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { EventDelivery, EventSource, EventStatus, TrackedEvent } from '@/api/queries/events';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type StatusLook = { label: MessageDescriptor; variant: BadgeVariant };

/** An event's status in words, and how much it asks for attention. */
export const EVENT_STATUSES: Record<EventStatus, StatusLook> = {
  pending: { label: msg`Pending`, variant: 'warning' },
  processed: { label: msg`Processed`, variant: 'success' },
  failed: { label: msg`Failed`, variant: 'destructive' },
};

/** Where an event came from. */
export const EVENT_SOURCES: Record<EventSource, MessageDescriptor> = {
  server: msg`Server`,
  browser: msg`Browser`,
  test: msg`Test`,
};

/** The kind of device an event came from. */
export const EVENT_DEVICES: Record<NonNullable<TrackedEvent['device']>, MessageDescriptor> = {
  desktop: msg`Computer`,
  mobile: msg`Phone`,
  tablet: msg`Tablet`,
};

/** A delivery's state in words: the event's status names mean something else for one destination. */
const DELIVERY_STATES: Record<EventStatus, MessageDescriptor> = {
  pending: msg`Waiting`,
  processed: msg`Delivered`,
  failed: msg`Failed`,
};

const DELIVERY_ICONS = { pending: Clock, processed: CircleCheck, failed: CircleX } as const;
const DELIVERY_COLOURS = {
  pending: 'text-warning',
  processed: 'text-success',
  failed: 'text-destructive',
} as const;

/** An event's status as a badge: "Processed", "Failed"… */
export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  const { i18n } = useLingui();
  const look = EVENT_STATUSES[status];
  return (
    <Badge variant={look.variant} className={className}>
      {i18n._(look.label)}
    </Badge>
  );
}

/** A delivery's state as words, for lists that say it rather than show it. */
export function useDeliveryStateText() {
  const { i18n } = useLingui();
  return (status: EventStatus) => i18n._(DELIVERY_STATES[status]);
}

/** One delivery as an outlined badge: the state's icon and the destination's name, the state in words for readers. */
export function DeliveryBadge({ delivery, name }: { delivery: EventDelivery; name: string }) {
  const stateText = useDeliveryStateText();
  const Icon = DELIVERY_ICONS[delivery.status];
  const state = stateText(delivery.status);
  return (
    <Badge variant="outline" title={delivery.error ? `${state}: ${delivery.error}` : state}>
      <Icon aria-hidden className={cn(DELIVERY_COLOURS[delivery.status])} />
      {name}
      <span className="sr-only">: {state}</span>
    </Badge>
  );
}
