import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Subscription } from '@/api/queries/subscriptions';
import type { BadgeVariant } from '@/components/ui/badge';

/**
 * What the owner needs to know of a domain's subscription: the provider's status, except that a running
 * subscription set to stop at the period's end is `ending`, and a domain that never subscribed is `none`.
 */
export type SubscriptionState =
  'none' | 'trialing' | 'active' | 'past_due' | 'incomplete' | 'ending' | 'canceled';

export function subscriptionStateOf(subscription: Subscription | null): SubscriptionState {
  if (!subscription) return 'none';
  const running = subscription.status === 'active' || subscription.status === 'trialing';
  return running && subscription.cancel_at_period_end ? 'ending' : subscription.status;
}

/** The state's name and how much it asks for attention. */
export const SUBSCRIPTION_STATES: Record<
  SubscriptionState,
  { label: MessageDescriptor; variant: BadgeVariant }
> = {
  none: { label: msg`No subscription`, variant: 'outline' },
  trialing: { label: msg`Trial`, variant: 'info' },
  active: { label: msg`Active`, variant: 'success' },
  past_due: { label: msg`Past due`, variant: 'destructive' },
  incomplete: { label: msg`Awaiting payment`, variant: 'warning' },
  ending: { label: msg`Ends at period end`, variant: 'warning' },
  canceled: { label: msg`Canceled`, variant: 'secondary' },
};

/** A subscription the owner can still cancel: running and not already set to end. */
export function canCancel(state: SubscriptionState): boolean {
  return state === 'active' || state === 'trialing' || state === 'past_due';
}

/** The date that matters next for the state (trial end, renewal, end), or null when none does. */
export function nextDateOf(subscription: Subscription | null, state: SubscriptionState): Date | null {
  if (!subscription) return null;
  if (state === 'trialing') return subscription.trial_end ?? subscription.current_period_end;
  if (state === 'canceled') return subscription.canceled_at ?? subscription.current_period_end;
  return subscription.current_period_end;
}
