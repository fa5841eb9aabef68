import { Trans } from '@lingui/react/macro';
import type { CheckoutSessionState } from '@/api/queries/subscriptions';
import { Alert } from '@/components/ui/alert';

/** A failed or expired checkout, as both outcome screens tell it: the provider's reason, or its expiry. */
export function CheckoutEndedAlert({ checkout }: { checkout: CheckoutSessionState }) {
  return checkout.status === 'failed' ? (
    <Alert
      variant="destructive"
      autoClose={false}
      title={<Trans>The payment did not go through</Trans>}
      description={checkout.failure?.message}
    />
  ) : (
    <Alert
      variant="warning"
      autoClose={false}
      title={<Trans>The checkout expired</Trans>}
      description={<Trans>It was not paid in time. Nothing was charged.</Trans>}
    />
  );
}
