import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleAlert } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { domainQueries, type DomainHealth } from '@/api/queries/domains';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';

type CheckKey = keyof DomainHealth['checks'];

/** The checks in the order a setup meets them. */
const ORDER: readonly CheckKey[] = ['dns', 'certificate', 'tracking', 'subscription'];

const CHECKS: Record<CheckKey, MessageDescriptor> = {
  dns: msg`DNS record`,
  certificate: msg`HTTPS certificate`,
  tracking: msg`Events arriving`,
  subscription: msg`Subscription`,
};

/**
 * GET /domains/{domain}/status: whether the domain is ready to track, as four checks, each with the
 * server's words for what it found (in the request's language).
 */
export function DomainHealthCard({ domainId }: { domainId: string }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const health = useQuery(domainQueries.health(domainId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Health</Trans>
          </h2>
        </CardTitle>
        {health.data ? (
          <CardDescription>
            {health.data.healthy ? (
              <Trans>Everything is in order.</Trans>
            ) : (
              <Trans>Something needs your attention.</Trans>
            )}{' '}
            {health.data.last_event_at ? (
              <Trans>Last event {format.moment(health.data.last_event_at)}.</Trans>
            ) : (
              <Trans>No event has arrived yet.</Trans>
            )}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {health.isPending ? (
          <SkeletonText lines={4} />
        ) : health.isError ? (
          <ErrorCard onRetry={() => void health.refetch()} />
        ) : (
          <ul className="grid gap-3">
            {ORDER.map((key) => {
              const check = health.data.checks[key];
              const Icon = check.ok ? CircleCheck : CircleAlert;
              return (
                <li key={key} className="flex items-start gap-3">
                  <Icon
                    aria-hidden
                    className={check.ok ? 'mt-0.5 size-4 text-success' : 'mt-0.5 size-4 text-warning'}
                  />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">
                      {i18n._(CHECKS[key])}
                      <span className="sr-only">
                        : {check.ok ? <Trans>ok</Trans> : <Trans>needs attention</Trans>}
                      </span>
                    </span>
                    <span className="text-sm text-muted-foreground">{check.message}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
