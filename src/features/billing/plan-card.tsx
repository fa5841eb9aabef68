import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import type { Plan, PlanFeature } from '@/api/queries/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PlanLimits } from './plan-limits';
import { PlanTrial } from './plan-trial';
import { usePlanPrice } from './use-plan-price';

/** A switch by its name alone ("Realtime analytics"), a text feature with its value ("Support: Email"). */
function IncludedFeature({ name, value }: { name: string; value: PlanFeature['value'] }) {
  const { t } = useLingui();
  const text = String(value);
  return <span>{value === true ? name : t`${name}: ${text}`}</span>;
}

interface PlanCardProps {
  plan: Plan;
  /** The domain is on this plan now: nothing to choose. */
  current: boolean;
  /** The plan the owner picked, whose check shows below the cards. */
  chosen: boolean;
  onChoose: (slug: string) => void;
}

/**
 * A plan on offer: its price in the plan's currency written for the active language, trial, limits and
 * what it includes; the popular plan is marked, and so is the domain's current one.
 */
export function PlanCard({ plan, current, chosen, onChoose }: PlanCardProps) {
  const { t } = useLingui();
  const priceOf = usePlanPrice();
  const name = plan.name;
  const included = plan.features.filter(
    (feature) => feature.value === true || typeof feature.value === 'string',
  );
  return (
    <Card
      padding={20}
      data-plan={plan.slug}
      className={cn(plan.is_popular && 'border-primary', chosen && 'ring-2 ring-ring')}
    >
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h3>{name}</h3>
          {plan.is_popular ? (
            <Badge>
              <Trans>Popular</Trans>
            </Badge>
          ) : null}
          {current ? (
            <Badge variant="outline">
              <Trans>Current plan</Trans>
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="grid gap-0.5">
          <span className="text-2xl font-semibold tabular-nums">{priceOf(plan)}</span>
          <PlanTrial days={plan.trial_days} />
        </p>
        <PlanLimits plan={plan} />
        {included.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {included.map((feature) => (
              <li key={feature.slug} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                <IncludedFeature name={feature.name} value={feature.value} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto">
        <Button
          className="w-full"
          variant={plan.is_popular ? 'default' : 'outline'}
          disabled={current}
          aria-pressed={chosen}
          aria-label={current ? t`${name} is the current plan` : t`Choose ${name}`}
          onClick={() => onChoose(plan.slug)}
        >
          {current ? <Trans>Current plan</Trans> : <Trans>Choose</Trans>}
        </Button>
      </CardFooter>
    </Card>
  );
}
