import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminDomain } from '@/api/queries/admin-domains';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { DomainStatusBadge, TrackingStatusBadge } from '@/components/domain/domain-badges';
import { Badge } from '@/components/ui/badge';
import { BreakableName } from '../breakable-name';
import { FailureRate } from '../failure-rate';

function DomainCell({ domain }: { domain: AdminDomain }) {
  const { t } = useLingui();
  return (
    <span className="grid min-w-0 gap-0.5">
      <Link
        to="/admin/domains/$id"
        params={{ id: domain.id }}
        className="font-medium underline-offset-4 hover:underline"
      >
        <BreakableName name={domain.name} />
      </Link>
      {domain.ingestion_block ? (
        <Badge variant="destructive" className="w-fit">
          {t`Events blocked`}
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * The domains list's columns: the domain (linked to its page, "Events blocked" under it), owner,
 * status, plan, tracking subdomain, events this month, delivery failure rate and when it was added.
 */
export function useDomainColumns(): readonly AdminColumn<AdminDomain>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { key: 'name', label: t`Domain`, sortable: true, cell: (domain) => <DomainCell domain={domain} /> },
      {
        key: 'owner',
        label: t`Owner`,
        sortable: true,
        cell: (domain) => <BreakableName name={domain.user.email} />,
      },
      {
        key: 'status',
        label: t`Status`,
        sortable: true,
        foldLabel: false,
        cell: (domain) => <DomainStatusBadge status={domain.status} />,
      },
      { key: 'plan', label: t`Plan`, cell: (domain) => domain.plan?.name ?? '—' },
      {
        key: 'tracking',
        label: t`Tracking subdomain`,
        cell: (domain) => {
          const [tracking] = domain.tracking_domains;
          return tracking ? <TrackingStatusBadge status={tracking.status} /> : '—';
        },
      },
      {
        key: 'events_this_month',
        label: t`Events this month`,
        sortable: true,
        align: 'end',
        className: 'tabular-nums',
        cell: (domain) => new Intl.NumberFormat(i18n.locale).format(domain.events_this_month),
      },
      {
        key: 'delivery_failure_rate',
        label: t`Failed deliveries`,
        // On a laptop beside the sidebar it folds under the domain, leaving the domain and its owner's
        // email the width to show on one line; its own column from 1536 px.
        showFrom: '2xl',
        align: 'end',
        className: 'tabular-nums',
        cell: (domain) => <FailureRate rate={domain.delivery_failure_rate} />,
      },
      {
        key: 'created_at',
        label: t`Added`,
        sortable: true,
        hiddenByDefault: true,
        cell: (domain) =>
          new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(domain.created_at),
      },
    ],
    [t, i18n],
  );
}
