import { Trans } from '@lingui/react/macro';
import type { SubscriptionState } from './subscription-state';

interface SubscriptionDatesProps {
  state: SubscriptionState;
  /** The state's next date (trial end, renewal, end) as the screen writes it, or null. */
  on: string | null;
}

/** One line on what happens next to the subscription and when, in the user's time zone. */
export function SubscriptionDates({ state, on }: SubscriptionDatesProps) {
  switch (state) {
    case 'none':
      return <Trans>No plan yet: the domain tracks nothing until you choose one.</Trans>;
    case 'incomplete':
      return <Trans>Waiting for the first payment to clear.</Trans>;
    case 'past_due':
      return <Trans>The last payment failed. Update your card in the billing portal.</Trans>;
  }
  if (on === null) return null;
  switch (state) {
    case 'trialing':
      return <Trans>Trial ends on {on}</Trans>;
    case 'active':
      return <Trans>Renews on {on}</Trans>;
    case 'ending':
      return <Trans>Ends on {on}</Trans>;
    case 'canceled':
      return <Trans>Ended on {on}</Trans>;
  }
}
