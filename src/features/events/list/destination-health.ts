import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DestinationHealth, EventsHealth } from '@/api/queries/events';
import type { BadgeVariant } from '@/components/ui/badge';

/** How often the health strip asks again while the tab is visible. */
export const HEALTH_POLL_MS = 30_000;

type Look = { label: MessageDescriptor; variant: BadgeVariant };

export type DestinationState = 'idle' | 'healthy' | 'degraded' | 'failing';

const DESTINATION_LOOKS: Record<DestinationState, Look> = {
  idle: { label: msg`No deliveries in the last hour`, variant: 'secondary' },
  healthy: { label: msg`Healthy`, variant: 'success' },
  degraded: { label: msg`Degraded`, variant: 'warning' },
  failing: { label: msg`Failing`, variant: 'destructive' },
};

/** The platform's word for ingestion as a whole. */
export const INGESTION_LOOKS: Record<EventsHealth['status'], Look> = {
  operational: { label: msg`Operational`, variant: 'success' },
  degraded: { label: msg`Degraded`, variant: 'warning' },
  down: { label: msg`Down`, variant: 'destructive' },
};

/**
 * A destination's state over the last hour from its success rate: at least 98 % delivered is healthy,
 * at least 90 % degraded, less failing; without finished deliveries there is nothing to judge.
 */
export function destinationState(health: Pick<DestinationHealth, 'success_rate'>): DestinationState {
  const rate = health.success_rate;
  if (rate === null) return 'idle';
  if (rate >= 0.98) return 'healthy';
  return rate >= 0.9 ? 'degraded' : 'failing';
}

export function destinationLook(health: Pick<DestinationHealth, 'success_rate'>): Look {
  return DESTINATION_LOOKS[destinationState(health)];
}
