import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { planQueries, type Plan, type PlanUpgradeValidation } from '@/api/queries/plans';
import { failureMessage } from '@/components/form/form-failure';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { usePlanPrice } from './use-plan-price';
import { useStartCheckout } from './use-start-checkout';

interface PlanChangeCheckProps {
  domain: { id: string; name: string };
  plan: Plan;
  /** The owner just picked the plan: the focus moves to the answer (not when the page opens on it). */
  focus: boolean;
  /** Closes the check: back to choosing. */
  onDismiss: () => void;
}

/** The check's title: what kind of change it is. */
function ChangeTitle({
  answer,
  domain,
  plan,
}: {
  answer: PlanUpgradeValidation;
  domain: string;
  plan: string;
}) {
  if (!answer.allowed)
    return (
      <Trans>
        {domain} cannot move to {plan}
      </Trans>
    );
  switch (answer.change) {
    case 'upgrade':
      return (
        <Trans>
          Upgrade {domain} to {plan}
        </Trans>
      );
    case 'downgrade':
      return (
        <Trans>
          Downgrade {domain} to {plan}
        </Trans>
      );
    default:
      return (
        <Trans>
          Subscribe {domain} to {plan}
        </Trans>
      );
  }
}

/**
 * The check is asked again this often while it is open, so the amount it shows (and checkout charges, as
 * of the check's `priced_at`) is never older than the hour the server accepts.
 */
const CHECK_REFRESH_MS = 15 * 60_000;

/**
 * What is charged now: the proration for the rest of the period, or the plan's full price at checkout.
 * Checkout starts no trial (a trial starts only as a domain is added), so a plan with one says so here
 * rather than leave its card's trial standing beside a charge.
 */
function ChargeNow({ answer, plan, domain }: { answer: PlanUpgradeValidation; plan: Plan; domain: string }) {
  const { i18n } = useLingui();
  const priceOf = usePlanPrice();
  const recurring = priceOf(plan);
  const { proration } = answer;
  if (proration === null) {
    const full = formatMoney(plan.price, i18n.locale);
    return (
      <>
        <Trans>
          Charged now at checkout: {full}. Then {recurring}.
        </Trans>
        {plan.trial_days > 0 ? (
          <>
            {' '}
            <Trans>
              No free trial here: a trial starts only when a domain is added, so {domain} pays from today.
            </Trans>
          </>
        ) : null}
      </>
    );
  }
  const amount = formatMoney({ ...proration, amount: Math.abs(proration.amount) }, i18n.locale);
  if (proration.amount > 0) {
    return (
      <Trans>
        Charged now for the rest of the current period: {amount}. Then {recurring}.
      </Trans>
    );
  }
  if (proration.amount < 0) {
    // A downgrade's credit is not paid back (the checkout's rule): say so rather than promise it.
    return (
      <Trans>
        Nothing is charged now, and the {amount} left of the current period is not refunded. Then {recurring}.
      </Trans>
    );
  }
  return <Trans>Nothing is charged now. Then {recurring}.</Trans>;
}

/**
 * POST /validate/plan-upgrade for the chosen plan, before any checkout: either exactly why the domain
 * cannot move to it, or what the change costs now, with the way on to the provider's checkout.
 */
export function PlanChangeCheck({ domain, plan, focus, onDismiss }: PlanChangeCheckProps) {
  const { i18n } = useLingui();
  const check = useQuery({ ...planQueries.upgrade(domain.id, plan.slug), refetchInterval: CHECK_REFRESH_MS });
  const checkout = useStartCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  const domainName = domain.name;
  const planName = plan.name;
  // The answer appears below the cards: the focus follows, so a keyboard or screen reader user hears it.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, plan.slug, domain.id]);

  return (
    <Card aria-live="polite" aria-busy={check.isPending} data-slot="plan-change-check">
      <CardHeader>
        <CardTitle>
          <h3 ref={heading} tabIndex={-1} className="outline-none">
            {check.isSuccess ? (
              <ChangeTitle answer={check.data} domain={domainName} plan={planName} />
            ) : (
              <Trans>
                Moving {domainName} to {planName}
              </Trans>
            )}
          </h3>
        </CardTitle>
        {check.isPending ? (
          <CardDescription>
            <Trans>Checking the domain's usage against the plan…</Trans>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {check.isPending ? <SkeletonText lines={2} /> : null}
        {check.isError ? (
          <Alert
            variant="destructive"
            autoClose={false}
            description={failureMessage(check.error, msg`The change could not be checked. Try again.`, i18n)}
          />
        ) : null}
        {check.isSuccess && !check.data.allowed ? (
          <Alert
            variant="destructive"
            autoClose={false}
            title={<Trans>Why not</Trans>}
            description={
              <ul className="list-disc pl-5">
                {check.data.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            }
          />
        ) : null}
        {check.isSuccess && check.data.allowed ? (
          <p className="text-sm">
            <ChargeNow answer={check.data} plan={plan} domain={domainName} />
          </p>
        ) : null}
        {checkout.failure ? (
          <Alert variant="destructive" autoClose={false} description={checkout.failure} />
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDismiss} disabled={checkout.busy}>
          {check.isSuccess && !check.data.allowed ? <Trans>Choose another plan</Trans> : <Trans>Back</Trans>}
        </Button>
        {check.isError ? (
          <Button variant="outline" onClick={() => void check.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
        {check.isSuccess && check.data.allowed ? (
          <Button
            loading={checkout.busy}
            onClick={() =>
              checkout.start({ domainId: domain.id, planSlug: plan.slug, pricedAt: check.data.priced_at })
            }
          >
            <Trans>Continue to checkout</Trans>
            <ArrowRight aria-hidden />
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
