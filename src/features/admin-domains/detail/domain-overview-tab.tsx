import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AdminDomain } from '@/api/queries/admin-domains';
import { planQueries } from '@/api/queries/plans';
import { Alert } from '@/components/ui/alert';
import { BreakableName } from '../breakable-name';
import { FailureRate } from '../failure-rate';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * The domain as its owner sees it, read-only, with what staff need beside it: the owner (to their
 * page), plan and when it ends, this month's events and failed deliveries, destinations, the API key's
 * prefix, and the reason its events are blocked.
 */
export function DomainOverviewTab({ domain }: { domain: AdminDomain }) {
  const { i18n } = useLingui();
  // Destinations by their names in the reader's language, as the owner's screens show them (the key
  // while the names load, or for one the platform no longer offers).
  const definitions = useQuery(planQueries.servicesSchema(i18n.locale)).data;
  const serviceName = (key: string) => definitions?.find((service) => service.key === key)?.name ?? key;
  const date = (value: Date | string | null | undefined) =>
    value
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(value),
        )
      : '—';
  return (
    <div className="grid gap-6">
      {domain.ingestion_block ? (
        <Alert variant="destructive" autoClose={false} title={<Trans>Events are blocked</Trans>}>
          <Trans>
            Since {date(domain.ingestion_block.blocked_at)}. Reason: {domain.ingestion_block.reason}
          </Trans>
        </Alert>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={<Trans>Owner</Trans>}>
          <Link
            to="/admin/users/$id"
            params={{ id: domain.user.id }}
            className="underline-offset-4 hover:underline"
          >
            {domain.user.name} · <BreakableName name={domain.user.email} />
          </Link>
        </Fact>
        <Fact label={<Trans>Plan</Trans>}>{domain.plan?.name ?? <Trans>No plan</Trans>}</Fact>
        <Fact label={<Trans>Plan ends</Trans>}>{date(domain.subscription_ends_at)}</Fact>
        <Fact label={<Trans>Events this month</Trans>}>
          {new Intl.NumberFormat(i18n.locale).format(domain.events_this_month)}
        </Fact>
        <Fact label={<Trans>Failed deliveries this month</Trans>}>
          <FailureRate rate={domain.delivery_failure_rate} />
        </Fact>
        <Fact label={<Trans>Added</Trans>}>{date(domain.created_at)}</Fact>
        <Fact label={<Trans>API key</Trans>}>
          {domain.api_key ? <code>{domain.api_key.prefix}…</code> : <Trans>None</Trans>}
        </Fact>
        <Fact label={<Trans>Destinations</Trans>}>
          {domain.services.length ? (
            domain.services.map((service) => serviceName(service.key)).join(', ')
          ) : (
            <Trans>None</Trans>
          )}
        </Fact>
      </dl>
    </div>
  );
}
