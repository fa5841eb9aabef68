import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert, RefreshCw } from 'lucide-react';
import type { TrackedEvent } from '@/api/queries/events';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { dateLocaleOf } from '@/i18n/date-format';
import { useDateFormat } from '@/i18n/use-date-format';
import { EventStatusBadge } from './event-status-badge';
import { useRealtimeStream } from './use-realtime';

/**
 * The latest events as they arrive, newest on top, each linking to its panel in the events list. New
 * ones are announced politely, once per poll that brought any ("3 new events"), never one by one.
 */
export function RealtimeEventList({ domainId }: { domainId?: string }) {
  const { t } = useLingui();
  const stream = useRealtimeStream(domainId);
  const data = stream.data;

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-medium">
        <Trans>Latest events</Trans>
      </h3>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {data && data.added > 0
          ? t`${plural(data.added, { one: '# new event', other: '# new events' })}`
          : ''}
      </p>
      {stream.isError && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
          <Trans>The latest events could not be loaded.</Trans>
          <Button variant="outline" size="sm" onClick={() => void stream.refetch()}>
            <RefreshCw aria-hidden="true" />
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : !data ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">
            <Trans>Loading…</Trans>
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : data.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No events yet. They show here as they arrive.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Latest events`} className="grid divide-y rounded-md border text-sm">
          {data.events.map((event) => (
            <StreamItem key={event.id} event={event} />
          ))}
        </ol>
      )}
    </div>
  );
}

function StreamItem({ event }: { event: TrackedEvent }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const at = new Date(event.created_at);
  const time = new Intl.DateTimeFormat(dateLocaleOf(i18n.locale), {
    timeStyle: 'medium',
    timeZone: format.timeZone,
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-event-id={event.id}>
      <time
        dateTime={at.toISOString()}
        title={format.moment(at)}
        className="w-16 shrink-0 text-muted-foreground tabular-nums"
      >
        {time.format(at)}
      </time>
      <Link
        to="/events"
        search={{ event: event.id }}
        className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        {event.event_name}
      </Link>
      <span className="min-w-0 flex-1 truncate text-muted-foreground">{event.domain_name ?? ''}</span>
      <EventStatusBadge status={event.status} />
    </li>
  );
}
