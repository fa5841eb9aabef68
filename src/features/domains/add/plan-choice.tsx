import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Plan } from '@/api/queries/plans';
import { settingsQueries } from '@/api/queries/settings';
import { useFieldContext } from '@/components/form/form-context';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatMoney } from '@/lib/money';

interface PlanChoiceProps {
  plans: readonly Plan[];
}

/**
 * The plan a new domain starts on, bound to the form's `plan_slug`: each plan with its price, trial
 * and monthly events, the popular one marked, and "Choose later" ('') for a domain that waits
 * (pending) until a plan is bought on the billing page.
 */
export function PlanChoice({ plans }: PlanChoiceProps) {
  const { t, i18n } = useLingui();
  const field = useFieldContext<string>();
  const id = useId();
  const { data: settings } = useQuery(settingsQueries.site());
  // The site may give no trials at all (none per account): then no plan promises one.
  const trialsPerAccount = settings?.trials_per_account;
  const hasTrial = (plan: Plan) => plan.trial_days > 0 && trialsPerAccount !== 0;
  return (
    <div className="grid gap-3">
      <span id={`${id}-label`} className="text-sm font-medium">
        <Trans>Plan</Trans>
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={field.name}
        value={field.state.value}
        onValueChange={(value) => field.handleChange(value)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {plans.map((plan) => {
          const price = formatMoney(plan.price, i18n.locale);
          const events = plan.limits.events_per_month;
          return (
            <Label
              key={plan.slug}
              htmlFor={`${id}-${plan.slug}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`${id}-${plan.slug}`} value={plan.slug} className="mt-0.5" />
              <span className="grid gap-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {plan.name}
                  {plan.is_popular ? (
                    <Badge variant="secondary">
                      <Trans>Popular</Trans>
                    </Badge>
                  ) : null}
                </span>
                <span className="text-sm">
                  {plan.interval === 'year' ? t`${price} a year` : t`${price} a month`}
                </span>
                <span className="text-xs text-muted-foreground">
                  {events === null
                    ? t`Unlimited events`
                    : t`${plural(events, { one: '# event a month', other: '# events a month' })}`}
                  {hasTrial(plan)
                    ? ` · ${t`${plural(plan.trial_days, { one: '#-day free trial', other: '#-day free trial' })}`}`
                    : null}
                </span>
              </span>
            </Label>
          );
        })}
        <Label
          htmlFor={`${id}-later`}
          className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary"
        >
          <RadioGroupItem id={`${id}-later`} value="" className="mt-0.5" />
          <span className="grid gap-1">
            <span className="font-medium">
              <Trans>Choose later</Trans>
            </span>
            <span className="text-xs text-muted-foreground">
              <Trans>The domain waits, and tracks nothing, until you pick a plan on the billing page.</Trans>
            </span>
          </span>
        </Label>
      </RadioGroup>
      {trialsPerAccount && plans.some(hasTrial) ? (
        <p className="text-xs text-muted-foreground">
          <Trans>Free trials: once per domain name, and at most {trialsPerAccount} per account.</Trans>
        </p>
      ) : null}
    </div>
  );
}
