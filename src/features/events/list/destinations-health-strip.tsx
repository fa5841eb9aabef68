import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { eventQueries, type DestinationHealth } from '@/api/queries/events';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { useServiceNames } from '../use-service-names';
import { destinationLook, HEALTH_POLL_MS, INGESTION_LOOKS } from './destination-health';

function DestinationCard({ health, name }: { health: DestinationHealth; name: string }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const look = destinationLook(health);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const numbers = new Intl.NumberFormat(i18n.locale);
  const rate = health.success_rate === null ? '—' : percent.format(health.success_rate);
  return (
    <li>
      <Card padding={12} className="h-full gap-2">
        {/* Full product names wrap rather than being cut: four cards share a row on a laptop. */}
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <span className="text-sm font-medium">{name}</span>
          {/* A long state ("No deliveries in the last hour") wraps inside the card rather than past its edge. */}
          <Badge variant={look.variant} className="max-w-full whitespace-normal">
            {i18n._(look.label)}
          </Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <dt>
            <Trans>Delivered</Trans>
          </dt>
          <dd className="text-foreground tabular-nums">{numbers.format(health.delivered_last_hour)}</dd>
          <dt>
            <Trans context="deliveries given up">Failed</Trans>
          </dt>
          <dd className="text-foreground tabular-nums">{numbers.format(health.failed_last_hour)}</dd>
          <dt>
            <Trans>Success rate</Trans>
          </dt>
          <dd className="text-foreground tabular-nums">{rate}</dd>
          <dt>
            <Trans>Last failure</Trans>
          </dt>
          <dd className="text-foreground">
            {health.last_failure_at ? format.moment(health.last_failure_at) : <Trans>None</Trans>}
          </dd>
          <dt>
            <Trans>Backlog</Trans>
          </dt>
          <dd className="text-foreground tabular-nums">{numbers.format(health.backlog)}</dd>
        </dl>
      </Card>
    </li>
  );
}

/**
 * Above the events: how ingestion and each kind of destination fare across the platform over the last
 * hour (GET /events/health), asked again every 30 s while the tab is visible (TanStack Query pauses
 * `refetchInterval` in a hidden tab). The cards say their window and scope, and count what was delivered
 * and given up in it, so an idle card above rows delivered earlier (or by no one else) reads as what it
 * is. A failure here never hides the list.
 */
export function DestinationsHealthStrip() {
  const { t, i18n } = useLingui();
  const nameOf = useServiceNames();
  const health = useQuery({ ...eventQueries.health(), refetchInterval: HEALTH_POLL_MS });

  if (health.isPending) {
    return <Skeleton className="h-24 w-full" />;
  }
  if (health.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <Trans>The destinations&apos; health could not be loaded.</Trans>
        <Button variant="outline" size="sm" onClick={() => void health.refetch()}>
          <RotateCcw aria-hidden />
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  const { status, queue, destinations = [] } = health.data;
  const look = INGESTION_LOOKS[status];
  const pending = new Intl.NumberFormat(i18n.locale).format(queue.pending);
  return (
    <section aria-label={t`Destinations health`} className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Trans>Ingestion</Trans>
        <Badge variant={look.variant}>{i18n._(look.label)}</Badge>
        <span>
          <Trans>{pending} waiting in the queue</Trans>
        </span>
      </p>
      {destinations.length > 0 ? (
        <>
          <p className="text-xs text-muted-foreground">
            <Trans>Each destination over the last hour, across the platform: not only your domains.</Trans>
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {destinations.map((destination) => (
              <DestinationCard
                key={destination.service}
                health={destination}
                name={nameOf(destination.service)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
