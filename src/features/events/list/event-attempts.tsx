import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { eventQueries, type DeliveryAttempt, type TrackedEvent } from '@/api/queries/events';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { DeliveryBadge } from '../event-badges';
import { useServiceNames } from '../use-service-names';

const OUTCOMES: Record<DeliveryAttempt['outcome'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  delivered: { label: msg`Delivered`, variant: 'success' },
  retrying: { label: msg`Will retry`, variant: 'warning' },
  failed: { label: msg`Failed`, variant: 'destructive' },
};

function AttemptItem({ attempt }: { attempt: DeliveryAttempt }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const look = OUTCOMES[attempt.outcome];
  const number = attempt.attempt;
  const duration = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'millisecond' }).format(
    attempt.duration_ms,
  );
  const status = attempt.http_status;
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">
          <Trans>Attempt {number}</Trans>
        </span>
        <Badge variant={look.variant}>{i18n._(look.label)}</Badge>
        <span className="text-muted-foreground">
          {status === null ? <Trans>No answer</Trans> : <Trans>HTTP {status}</Trans>}
        </span>
        <span className="text-muted-foreground tabular-nums">{duration}</span>
        <time dateTime={new Date(attempt.attempted_at).toISOString()} className="text-muted-foreground">
          {format.moment(attempt.attempted_at)}
        </time>
      </div>
      {attempt.error ? <p className="text-sm break-words text-destructive">{attempt.error}</p> : null}
      {attempt.response ? (
        <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap">
          {attempt.response}
        </pre>
      ) : null}
    </li>
  );
}

/**
 * Each destination of the event with its delivery state and every attempt made for it
 * (GET /events/{eventId}/attempts), oldest first: outcome, HTTP status, duration, time, answer and error.
 */
export function EventDeliveries({ event }: { event: TrackedEvent }) {
  const nameOf = useServiceNames();
  const attempts = useQuery(eventQueries.attempts(event.id));
  const deliveries = event.deliveries ?? [];
  const services = [
    ...new Set([
      ...deliveries.map((delivery) => delivery.service),
      ...(attempts.data ?? []).map((attempt) => attempt.service),
    ]),
  ];

  if (services.length === 0 && !attempts.isPending) {
    return (
      <p className="text-sm text-muted-foreground">
        {event.source === 'test' ? (
          <>
            <Trans>Test events are not forwarded to destinations.</Trans>{' '}
            <Trans>Nor are they counted anywhere: the events list is the one place that shows them.</Trans>
          </>
        ) : (
          <Trans>This event has no destinations.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {services.map((service) => {
        const delivery = deliveries.find((candidate) => candidate.service === service);
        const own = (attempts.data ?? []).filter((attempt) => attempt.service === service);
        const name = nameOf(service);
        return (
          <section key={service} aria-label={name} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {delivery ? (
                <DeliveryBadge delivery={delivery} name={name} />
              ) : (
                <span className="text-sm font-medium">{name}</span>
              )}
            </div>
            {delivery?.error ? (
              <p className="text-sm break-words text-destructive">{delivery.error}</p>
            ) : null}
            {attempts.isSuccess ? (
              own.length > 0 ? (
                <ol className="grid gap-2">
                  {own.map((attempt) => (
                    <AttemptItem key={`${attempt.service}-${attempt.attempt}`} attempt={attempt} />
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>No attempt yet.</Trans>
                </p>
              )
            ) : null}
          </section>
        );
      })}
      {attempts.isPending ? <SkeletonText lines={3} /> : null}
      {attempts.isError ? (
        <ErrorCard
          message={<Trans>The delivery attempts could not be loaded.</Trans>}
          onRetry={() => void attempts.refetch()}
        />
      ) : null}
    </div>
  );
}
