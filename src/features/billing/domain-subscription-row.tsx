import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Domain } from '@/api/queries/domains';
import { subscriptionQueries } from '@/api/queries/subscriptions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ResumeSubscriptionDialog } from './resume-subscription-dialog';
import { SubscriptionBadge } from './subscription-badge';
import { SubscriptionDates } from './subscription-dates';
import { canCancel, nextDateOf, subscriptionStateOf } from './subscription-state';

interface DomainSubscriptionRowProps {
  domain: Domain;
  /** Opens the plan chooser for this domain. */
  onChangePlan: (domainId: string) => void;
}

/**
 * One domain on /billing: its plan and subscription state with the date that matters next (in the user's
 * time zone), and what the owner can do: change the plan, cancel, or resume before the end.
 */
export function DomainSubscriptionRow({ domain, onChangePlan }: DomainSubscriptionRowProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const subscription = useQuery(subscriptionQueries.detail(domain.id));
  const [dialog, setDialog] = useState<'cancel' | 'resume' | null>(null);
  const name = domain.name;
  const current = subscription.data ?? null;
  const state = subscriptionStateOf(current);
  const next = nextDateOf(current, state);
  const on = next ? format.moment(next, 'day') : null;
  const plan = current && state !== 'canceled' ? current.plan.name : domain.plan?.name;
  const unplanned = state === 'none' || state === 'canceled';

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{name}</span>
          {subscription.isSuccess ? <SubscriptionBadge state={state} /> : null}
        </span>
        {subscription.isPending ? (
          <Skeleton className="h-4 w-48" />
        ) : subscription.isError ? (
          <span className="text-sm text-destructive">
            <Trans>The subscription could not be loaded.</Trans>{' '}
            <Button variant="link" className="h-auto min-h-0 p-0" onClick={() => void subscription.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">
            {plan ? <span className="font-medium text-foreground">{plan}</span> : null}
            {plan ? ' · ' : null}
            <SubscriptionDates state={state} on={on} />
          </span>
        )}
      </div>
      {/* No action before the subscription is read: a domain on a plan would offer "Choose a plan" meanwhile. */}
      {subscription.isPending ? null : (
        <div className="flex flex-wrap gap-2">
          {/* Each name starts with the words on the button, so speech input finds it by them. */}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChangePlan(domain.id)}
            aria-label={unplanned ? t`Choose a plan for ${name}` : t`Change plan for ${name}`}
          >
            {unplanned ? <Trans>Choose a plan</Trans> : <Trans>Change plan</Trans>}
          </Button>
          {canCancel(state) ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setDialog('cancel')}
              aria-label={t`Cancel the subscription of ${name}`}
            >
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          {state === 'ending' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setDialog('resume')}
              aria-label={t`Resume the subscription of ${name}`}
            >
              <Trans>Resume</Trans>
            </Button>
          ) : null}
        </div>
      )}
      <CancelSubscriptionDialog
        domain={domain}
        endsOn={current?.current_period_end ? format.moment(current.current_period_end, 'day') : null}
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
      />
      <ResumeSubscriptionDialog
        domain={domain}
        trialEndsOn={current?.status === 'trialing' ? on : null}
        open={dialog === 'resume'}
        onOpenChange={(open) => setDialog(open ? 'resume' : null)}
      />
    </li>
  );
}
