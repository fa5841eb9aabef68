import { Trans } from '@lingui/react/macro';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Moment } from '../moment';
import { OverviewBadge } from './overview-badges';
import { Section } from './section';

/** The user's domains (plan and tracking subdomains with where each stands) and their subscriptions. */
export function UserDomainsTab({ overview }: { overview: AdminUserOverview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={<Trans>Domains</Trans>}>
        {overview.domains.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No domains.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {overview.domains.map((domain) => (
              <li key={domain.id} className="grid gap-1.5 border-b pb-3 last:border-b-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{domain.name}</span>
                  <OverviewBadge kind="domain" status={domain.status} />
                </div>
                <p className="text-sm text-muted-foreground">{domain.plan_name ?? <Trans>No plan</Trans>}</p>
                {domain.tracking.map((tracking) => (
                  <p key={tracking.hostname} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-mono break-all">{tracking.hostname}</span>
                    <OverviewBadge kind="tracking" status={tracking.status} />
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={<Trans>Subscriptions</Trans>}>
        {overview.subscriptions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No subscriptions.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {overview.subscriptions.map((subscription) => (
              <li key={subscription.id} className="grid gap-1 border-b pb-3 last:border-b-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{subscription.domain_name}</span>
                  <OverviewBadge kind="subscription" status={subscription.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {subscription.plan_name}
                  {subscription.current_period_end ? (
                    <>
                      {' · '}
                      <Trans>
                        period ends <Moment at={subscription.current_period_end} style="calendarDay" />
                      </Trans>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
