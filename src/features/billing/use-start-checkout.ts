import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { startCheckout } from '@/api/queries/subscriptions';
import { failureMessage } from '@/components/form/form-failure';
import { leaveApp } from '@/lib/leave-app';
import { checkoutReturnUrls } from './checkout-urls';

/** What a checkout is for: the domain and the plan it moves to. */
export interface CheckoutChoice {
  domainId: string;
  planSlug: string;
  /** When the check the owner saw priced the change: the checkout then charges that amount. */
  pricedAt?: Date;
}

/**
 * POST /subscriptions/checkout for a domain and plan, then off to the provider's checkout page. Busy
 * until the browser leaves (so the button cannot start a second session); the server's reason when the
 * checkout cannot start, also when it lies in a field the owner never sees (the way back, the price's moment).
 */
export function useStartCheckout() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start(choice: CheckoutChoice) {
    setBusy(true);
    setFailure(null);
    try {
      const session = await startCheckout({
        domain_id: choice.domainId,
        plan_slug: choice.planSlug,
        ...(choice.pricedAt && { priced_at: choice.pricedAt }),
        ...checkoutReturnUrls(window.location.origin),
      });
      leaveApp(session.checkout_url);
    } catch (error) {
      setFailure(failureMessage(error, msg`The checkout could not be started. Try again.`, i18n));
      setBusy(false);
    }
  }

  return { busy, failure, start: (choice: CheckoutChoice) => void start(choice) };
}
