import { Trans } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type { CheckoutSessionState } from '@/api/queries/subscriptions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { CheckoutEndedAlert } from './checkout-ended-alert';
import { CheckoutHeader, successHeading } from './checkout-header';
import { CheckoutLoadError } from './checkout-load-error';
import { CheckoutSummary } from './checkout-summary';
import { NoCheckout } from './no-checkout';
import { useCheckoutConfirmation } from './use-checkout-confirmation';

const routeApi = getRouteApi('/_user/checkout/success');

/** Where the checkout stands, in one line with its icon. */
function Outcome({ checkout, late }: { checkout: CheckoutSessionState; late: boolean }) {
  const domain = checkout.domain.name;
  const plan = checkout.plan.name;
  switch (checkout.status) {
    case 'completed':
      return (
        <Alert
          variant="success"
          autoClose={false}
          title={<Trans>Payment confirmed</Trans>}
          description={
            <Trans>
              {domain} is now on {plan}.
            </Trans>
          }
        />
      );
    case 'failed':
    case 'expired':
      return <CheckoutEndedAlert checkout={checkout} />;
    case 'open':
      return late ? (
        <Alert
          variant="warning"
          autoClose={false}
          title={<Trans>The confirmation is taking longer than usual</Trans>}
          description={
            <Trans>
              The payment provider has not confirmed the payment yet. If you paid, the new plan shows on the
              billing page as soon as it does; nothing is charged twice. Wait a little longer, or check the
              billing page later.
            </Trans>
          }
        />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-muted-foreground" />
          <Trans>Waiting for the payment provider to confirm the payment…</Trans>
        </p>
      );
  }
}

const ICONS = { open: Clock, completed: CircleCheck, failed: CircleX, expired: CircleX } as const;

/**
 * /checkout/success: where the provider sends the browser after paying. What was bought, and the
 * payment's confirmation, which comes by the provider's webhook: a clear pending state until then (asked
 * every 2 s), a word on what to do when it is late, then the way back to /billing.
 */
export function CheckoutSuccessScreen() {
  const { session_id: sessionId } = routeApi.useSearch();
  if (!sessionId) return <NoCheckout />;
  return <CheckoutConfirmation sessionId={sessionId} />;
}

function CheckoutConfirmation({ sessionId }: { sessionId: string }) {
  const { checkout, late, waitAgain } = useCheckoutConfirmation(sessionId);
  if (checkout.isError) {
    return <CheckoutLoadError error={checkout.error} onRetry={() => void checkout.refetch()} />;
  }
  const state = checkout.data;
  const Icon = state ? ICONS[state.status] : Clock;
  return (
    <main className="grid content-start gap-6">
      <CheckoutHeader heading={successHeading(state?.status)} />
      <Card className="max-w-2xl" aria-busy={!state || (state.status === 'open' && !late)}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Icon aria-hidden className="size-5 text-muted-foreground" />
            <h2>
              <Trans>Your order</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {state ? (
            <>
              <CheckoutSummary checkout={state} />
              <div aria-live="polite">
                <Outcome checkout={state} late={late} />
              </div>
            </>
          ) : (
            <SkeletonText lines={4} />
          )}
        </CardContent>
        <CardFooter className="flex-wrap">
          {state?.status === 'failed' || state?.status === 'expired' ? (
            <Button asChild>
              <Link to="/checkout/failed" search={{ session_id: sessionId }}>
                <Trans>See what to do</Trans>
              </Link>
            </Button>
          ) : null}
          {late ? (
            <Button variant="outline" onClick={waitAgain}>
              <Trans>Keep waiting</Trans>
            </Button>
          ) : null}
          <Button asChild variant={state?.status === 'completed' ? 'default' : 'outline'}>
            <Link to="/billing">
              <Trans>Go to billing</Trans>
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
