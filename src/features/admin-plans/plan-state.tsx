import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { AdminPlan } from '@/api/queries/admin-plans';
import { Badge } from '@/components/ui/badge';
import { PlanPrice } from './plan-price';

/** Whether a plan is on offer, as a badge (and whether it is marked popular). */
export function PlanStateBadges({ plan }: { plan: Pick<AdminPlan, 'is_active' | 'is_popular'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {plan.is_active ? (
        <Badge variant="success">
          <Trans context="plan state">Active</Trans>
        </Badge>
      ) : (
        <Badge variant="secondary">
          <Trans context="plan state">Switched off</Trans>
        </Badge>
      )}
      {plan.is_popular ? (
        <Badge variant="outline">
          <Trans>Popular</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

/** What Stripe charges when it differs from the plan: a warning to fix one or the other. */
export function StripeMismatch({
  plan,
}: {
  plan: Pick<AdminPlan, 'stripe_price_mismatch' | 'stripe_price_id'>;
}) {
  const mismatch = plan.stripe_price_mismatch;
  if (!mismatch) return null;
  const priceId = plan.stripe_price_id ?? '';
  return (
    <Badge variant="warning" className="h-auto whitespace-normal">
      <TriangleAlert aria-hidden />
      {mismatch.stripe_price ? (
        <span>
          <Trans>
            Stripe charges <PlanPrice price={mismatch.stripe_price} interval={mismatch.stripe_interval} />
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>Stripe does not know the price {priceId}</Trans>
        </span>
      )}
    </Badge>
  );
}
