import { useLingui } from '@lingui/react';
import type { EventStatus } from '@/api/queries/events';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { STATUS_LABELS } from '../breakdown/breakdown-labels';

// The events list's looks (features/events/event-badges.tsx), which a feature may not import.
const VARIANTS: Record<EventStatus, BadgeVariant> = {
  pending: 'warning',
  processed: 'success',
  failed: 'destructive',
};

/** An event's status as a badge: "Processed", "Failed"… */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { i18n } = useLingui();
  return <Badge variant={VARIANTS[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
