import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutSessionState } from '@/api/queries/subscriptions';
import { formatMoney } from '@/lib/money';

/** What a checkout is for: the domain, the plan and its period, and the amount it charges. */
export function CheckoutSummary({ checkout }: { checkout: CheckoutSessionState }) {
  const { i18n } = useLingui();
  const term = 'grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4';
  return (
    <dl className="grid gap-3 text-sm">
      <div className={term}>
        <dt className="text-muted-foreground">
          <Trans>Domain</Trans>
        </dt>
        <dd className="font-medium break-all">{checkout.domain.name}</dd>
      </div>
      <div className={term}>
        <dt className="text-muted-foreground">
          <Trans>Plan</Trans>
        </dt>
        <dd className="font-medium">{checkout.plan.name}</dd>
      </div>
      <div className={term}>
        <dt className="text-muted-foreground">
          <Trans>Billed</Trans>
        </dt>
        <dd>{checkout.interval === 'year' ? <Trans>Yearly</Trans> : <Trans>Monthly</Trans>}</dd>
      </div>
      <div className={term}>
        <dt className="text-muted-foreground">
          <Trans>Amount</Trans>
        </dt>
        <dd className="font-medium tabular-nums">{formatMoney(checkout.amount, i18n.locale)}</dd>
      </div>
    </dl>
  );
}
