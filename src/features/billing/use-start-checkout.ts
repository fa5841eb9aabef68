import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { startCheckout } from '@/api/queries/subscriptions';
import { leaveApp } from '@/lib/leave-app';
import { checkoutReturnUrls } from './checkout-urls';

/** What a checkout is for: the domain and the plan it moves to. */
export interface CheckoutChoice {
  domainId: string;
  planSlug: string;
}

/**
 * POST /subscriptions/checkout for a domain and plan, then off to the provider's checkout page. Busy
 * until the browser leaves (so the button cannot start a second session); the server's reason when the
 * checkout cannot start.
 */
export function useStartCheckout() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start(choice: CheckoutChoice) {
    setBusy(true);
    setFailure(null);
    try {
      const session = await startCheckout({
        domain_id: choice.domainId,
        plan_slug: choice.planSlug,
        ...checkoutReturnUrls(window.location.origin),
      });
      leaveApp(session.checkout_url);
    } catch (error) {
      setFailure(
        isApiError(error) && error.message ? error.message : t`The checkout could not be started. Try again.`,
      );
      setBusy(false);
    }
  }

  return { busy, failure, start: (choice: CheckoutChoice) => void start(choice) };
}
