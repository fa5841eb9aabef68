import { Trans } from '@lingui/react/macro';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Moment } from '../moment';
import { OverviewBadge } from './overview-badges';
import { RecordSection, SectionEntry, SectionList } from '@/components/record-page/record-section';

/** The user's domains (plan and tracking subdomains with where each stands) and their subscriptions. */
export function UserDomainsTab({ overview }: { overview: AdminUserOverview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecordSection title={<Trans>Domains</Trans>}>
        <SectionList items={overview.domains} empty={<Trans>No domains.</Trans>}>
          {(domain) => (
            <SectionEntry
              key={domain.id}
              className="gap-1.5"
              heading={
                <>
                  <span className="font-medium break-all">{domain.name}</span>
                  <OverviewBadge kind="domain" status={domain.status} />
                </>
              }
            >
              <p className="text-sm text-muted-foreground">{domain.plan_name ?? <Trans>No plan</Trans>}</p>
              {domain.tracking.map((tracking) => (
                <p key={tracking.hostname} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-mono break-all">{tracking.hostname}</span>
                  <OverviewBadge kind="tracking" status={tracking.status} />
                </p>
              ))}
            </SectionEntry>
          )}
        </SectionList>
      </RecordSection>
      <RecordSection title={<Trans>Subscriptions</Trans>}>
        <SectionList items={overview.subscriptions} empty={<Trans>No subscriptions.</Trans>}>
          {(subscription) => (
            <SectionEntry
              key={subscription.id}
              heading={
                <>
                  <span className="font-medium break-all">{subscription.domain_name}</span>
                  <OverviewBadge kind="subscription" status={subscription.status} />
                </>
              }
            >
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
            </SectionEntry>
          )}
        </SectionList>
      </RecordSection>
    </div>
  );
}
