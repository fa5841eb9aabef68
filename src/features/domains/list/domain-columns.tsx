import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Domain } from '@/api/queries/domains';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { DomainStatusBadge, TrackingStatusBadge } from '@/components/domain/domain-badges';

function PlanName({ domain }: { domain: Domain }) {
  return domain.plan ? domain.plan.name : <Trans>No plan</Trans>;
}

function EventsCount({ count }: { count: number | undefined }) {
  const { i18n } = useLingui();
  return count === undefined ? '—' : new Intl.NumberFormat(i18n.locale).format(count);
}

function SubscriptionEnd({ at }: { at: Date | string | null }) {
  const format = useDateFormat();
  if (at === null) return <span className="text-muted-foreground">—</span>;
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()} className="whitespace-nowrap">
      {format.moment(date, 'day')}
    </time>
  );
}

/** The first tracking subdomain with its step, or a way to set one up. */
function Tracking({ domain }: { domain: Domain }) {
  const tracking = domain.tracking_domains[0];
  if (tracking) {
    return (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-xs">{tracking.hostname}</span>
        <TrackingStatusBadge status={tracking.status} />
      </span>
    );
  }
  return <NoTracking domain={domain} />;
}

/** "Not set up", and a link to set it up that says for which domain (every row has one). */
function NoTracking({ domain }: { domain: Domain }) {
  const { t } = useLingui();
  const name = domain.name;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-muted-foreground">
        <Trans>Not set up</Trans>
      </span>
      <Link
        to="/domains/tracking"
        search={{ domain: domain.id }}
        aria-label={t`Set up the tracking subdomain of ${name}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Set up</Trans>
      </Link>
    </span>
  );
}

/** The name, linked to the domain's page; on a phone the plan and the month's events come under it. */
function NameCell({ domain }: { domain: Domain }) {
  return (
    <span className="grid gap-0.5">
      <Link
        to="/domains/$domainId"
        params={{ domainId: domain.id }}
        className="font-medium break-all underline-offset-4 hover:underline"
      >
        {domain.name}
      </Link>
      {/* Three of the columns give way on a phone: what matters of them comes under the name. */}
      <span className="text-xs text-muted-foreground sm:hidden">
        <PlanName domain={domain} />
        {domain.events_count === undefined ? null : (
          <>
            {' · '}
            <Plural value={domain.events_count} one="# event" other="# events" />
          </>
        )}
      </span>
    </span>
  );
}

/**
 * The domains list's columns. On a phone the name (with its plan and the month's events under it) and the
 * status stay; the rest show from `sm` up. The headers are `<Trans>`, so they follow a language switch.
 */
export function useDomainColumns(): readonly AdminColumn<Domain>[] {
  return useMemo(
    () => [
      {
        key: 'name',
        label: <Trans>Domain</Trans>,
        sortable: true,
        cell: (domain) => <NameCell domain={domain} />,
      },
      {
        key: 'status',
        label: <Trans>Status</Trans>,
        sortable: true,
        width: 112,
        showFrom: 'always',
        cell: (domain) => <DomainStatusBadge status={domain.status} />,
      },
      {
        key: 'plan',
        label: <Trans>Plan</Trans>,
        // Under the name on a phone already, as are the events.
        foldOnPhone: false,
        cell: (domain) => <PlanName domain={domain} />,
      },
      {
        key: 'subscription_ends_at',
        label: <Trans>Subscription ends</Trans>,
        sortable: true,
        foldOnPhone: false,
        cell: (domain) => <SubscriptionEnd at={domain.subscription_ends_at} />,
      },
      {
        key: 'events_count',
        label: <Trans>Events this month</Trans>,
        sortable: true,
        align: 'end',
        className: 'tabular-nums',
        foldOnPhone: false,
        cell: (domain) => <EventsCount count={domain.events_count} />,
      },
      {
        key: 'tracking',
        prop: 'tracking_domains',
        label: <Trans>Tracking subdomain</Trans>,
        foldOnPhone: false,
        cell: (domain) => <Tracking domain={domain} />,
      },
    ],
    [],
  );
}
