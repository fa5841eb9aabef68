import { useLingui } from '@lingui/react';
import { Badge } from '@/components/ui/badge';
import { SUBSCRIPTION_STATES, type SubscriptionState } from './subscription-state';

/** A subscription's state as a badge: "Active", "Trial", "Ends at period end"… */
export function SubscriptionBadge({ state }: { state: SubscriptionState }) {
  const { i18n } = useLingui();
  const look = SUBSCRIPTION_STATES[state];
  return <Badge variant={look.variant}>{i18n._(look.label)}</Badge>;
}
