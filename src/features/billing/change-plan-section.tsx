import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Domain } from '@/api/queries/domains';
import { planQueries, type PlanInterval } from '@/api/queries/plans';
import { subscriptionQueries } from '@/api/queries/subscriptions';
import { Card } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { DomainPicker } from './domain-picker';
import { IntervalSwitch } from './interval-switch';
import { PlanCard } from './plan-card';
import { PlanChangeCheck } from './plan-change-check';
import { PlanComparisonTable } from './plan-comparison-table';
import { subscriptionStateOf } from './subscription-state';

/** What the plan chooser shows, from the URL. */
export interface PlanChoice {
  domain: Domain;
  interval: PlanInterval;
  /** The plan picked, whose check shows under the cards. */
  plan: string | undefined;
}

interface ChangePlanSectionProps {
  domains: readonly Domain[];
  choice: PlanChoice;
  onChange: (patch: { domain?: string; interval?: PlanInterval; plan?: string | undefined }) => void;
}

/** The comparison shows at most five plans (the operation's limit). */
const MOST_COMPARED = 5;

/**
 * Changing a domain's plan: the domain, monthly or yearly, the plans on offer as cards with the
 * comparison of their features, and, once one is picked, whether the domain may move to it and what it
 * costs now, on the way to checkout.
 */
export function ChangePlanSection({ domains, choice, onChange }: ChangePlanSectionProps) {
  const { i18n } = useLingui();
  const plans = useQuery(planQueries.list(i18n.locale));
  const subscription = useQuery(subscriptionQueries.detail(choice.domain.id));
  const state = subscriptionStateOf(subscription.data ?? null);
  const running = subscription.data && state !== 'canceled' && state !== 'incomplete';
  const currentSlug = running ? subscription.data?.plan.slug : choice.domain.plan?.slug;
  const shown = (plans.data ?? []).filter((plan) => plan.interval === choice.interval);
  const chosen = shown.find((plan) => plan.slug === choice.plan);
  const [picked, setPicked] = useState(false);
  const section = useRef<HTMLElement>(null);
  // The plan whose check was left by Back: its Choose button takes the focus back once the check is gone,
  // or the focus would be left on the page itself with the button that had it.
  const leftCheck = useRef<string | null>(null);
  useEffect(() => {
    if (chosen || leftCheck.current === null) return;
    section.current
      ?.querySelector<HTMLElement>(`[data-plan="${CSS.escape(leftCheck.current)}"] button[aria-pressed]`)
      ?.focus();
    leftCheck.current = null;
  }, [chosen]);

  return (
    <section ref={section} aria-labelledby="change-plan" className="grid gap-4">
      <h2 id="change-plan" tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Change plan</Trans>
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <DomainPicker
          domains={domains}
          value={choice.domain.id}
          onChange={(domain) => onChange({ domain, plan: undefined })}
        />
        <IntervalSwitch
          value={choice.interval}
          onChange={(interval) => onChange({ interval, plan: undefined })}
        />
      </div>
      {plans.isPending ? (
        <Card aria-busy>
          <SkeletonText lines={4} />
        </Card>
      ) : plans.isError ? (
        <ErrorCard
          message={<Trans>The plans could not be loaded.</Trans>}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((plan) => (
            <PlanCard
              key={plan.slug}
              plan={plan}
              current={plan.slug === currentSlug}
              chosen={plan.slug === choice.plan}
              onChoose={(slug) => {
                setPicked(true);
                onChange({ plan: slug });
              }}
            />
          ))}
        </div>
      )}
      {chosen ? (
        <PlanChangeCheck
          domain={choice.domain}
          plan={chosen}
          focus={picked}
          onDismiss={() => {
            leftCheck.current = chosen.slug;
            onChange({ plan: undefined });
          }}
        />
      ) : null}
      <PlanComparisonTable slugs={shown.slice(0, MOST_COMPARED).map((plan) => plan.slug)} />
    </section>
  );
}
