import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { subscriptionQueries, type CheckoutSessionState } from '@/api/queries/subscriptions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { CheckoutEndedAlert } from './checkout-ended-alert';
import { CheckoutHeader } from './checkout-header';
import { CheckoutLoadError } from './checkout-load-error';
import { CheckoutSummary } from './checkout-summary';
import { NoCheckout } from './no-checkout';
import { useStartCheckout } from './use-start-checkout';

const routeApi = getRouteApi('/_user/checkout/failed');

/** Why the checkout ended without a payment: the provider's reason, or that the payer left. */
function Reason({ checkout }: { checkout: CheckoutSessionState }) {
  switch (checkout.status) {
    case 'failed':
    case 'expired':
      return <CheckoutEndedAlert checkout={checkout} />;
    case 'completed':
      return (
        <Alert
          variant="success"
          autoClose={false}
          title={<Trans>This checkout was paid</Trans>}
          description={<Trans>The payment went through after all: the plan is on the billing page.</Trans>}
        />
      );
    case 'open':
      return (
        <Alert
          variant="info"
          autoClose={false}
          title={<Trans>You cancelled the checkout</Trans>}
          description={<Trans>You left the payment page before paying. Nothing was charged.</Trans>}
        />
      );
  }
}

/**
 * /checkout/failed: where the provider sends the browser when a checkout ends unpaid. Says why (the
 * provider's reason, or that the payer left) and offers the same checkout again.
 */
export function CheckoutFailedScreen() {
  const { session_id: sessionId } = routeApi.useSearch();
  if (!sessionId) return <NoCheckout />;
  return <CheckoutFailure sessionId={sessionId} />;
}

function CheckoutFailure({ sessionId }: { sessionId: string }) {
  const checkout = useQuery(subscriptionQueries.checkout(sessionId));
  const retry = useStartCheckout();
  if (checkout.isError) {
    return <CheckoutLoadError error={checkout.error} onRetry={() => void checkout.refetch()} />;
  }
  const state = checkout.data;
  return (
    <main className="grid content-start gap-6">
      {/* Paid after all (the provider's confirmation came late): the heading says so, as the card does. */}
      <CheckoutHeader heading={state?.status === 'completed' ? 'complete' : 'notCompleted'} />
      <Card className="max-w-2xl" aria-busy={!state}>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Your order</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {state ? (
            <>
              <CheckoutSummary checkout={state} />
              <Reason checkout={state} />
            </>
          ) : (
            <SkeletonText lines={4} />
          )}
          {retry.failure ? (
            <Alert variant="destructive" autoClose={false} description={retry.failure} />
          ) : null}
        </CardContent>
        <CardFooter className="flex-wrap">
          {state && state.status !== 'completed' ? (
            <Button
              loading={retry.busy}
              onClick={() => retry.start({ domainId: state.domain.id, planSlug: state.plan.slug })}
            >
              {retry.busy ? null : <RotateCcw aria-hidden />}
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/billing">
              <Trans>Back to billing</Trans>
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
