import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TrackedEvent } from '@/api/queries/events';
import type { TableColumn } from '@/components/table/table-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { DeliveryBadge, EVENT_SOURCES, EventStatusBadge } from '../event-badges';
import { formatEventValue } from '../event-value';
import { useServiceNames } from '../use-service-names';

function EventTime({ event }: { event: TrackedEvent }) {
  const format = useDateFormat();
  const at = new Date(event.event_time);
  return (
    <time dateTime={at.toISOString()} className="sm:whitespace-nowrap">
      {format.moment(at)}
    </time>
  );
}

/** The value with its currency, or a dash for an event without one. */
export function EventValue({ event }: { event: TrackedEvent }) {
  const { i18n } = useLingui();
  if (event.value === null || event.value === undefined)
    return <span className="text-muted-foreground">—</span>;
  return <>{formatEventValue(event.value, event.currency, i18n.locale)}</>;
}

function Source({ event }: { event: TrackedEvent }) {
  const { i18n } = useLingui();
  return <>{i18n._(EVENT_SOURCES[event.source])}</>;
}

/** The name, opening the event's panel (its id goes into the URL); on a phone the time and the rest under it. */
function NameCell({ event }: { event: TrackedEvent }) {
  return (
    <span className="grid gap-0.5">
      <Link
        to="/events"
        search={(previous) => ({ ...previous, event: event.id })}
        data-event-link={event.id}
        className="font-medium break-all text-primary underline-offset-4 hover:underline"
      >
        {event.event_name}
      </Link>
      <span className="font-mono text-xs break-all text-muted-foreground">{event.event_id}</span>
      {/* The columns that give way on a phone come under the name. */}
      <span className="grid text-xs text-muted-foreground sm:hidden">
        <EventTime event={event} />
        <span>
          {event.domain_name ?? null}
          {' · '}
          <Source event={event} />
          {event.value === null || event.value === undefined ? null : (
            <>
              {' · '}
              <EventValue event={event} />
            </>
          )}
        </span>
      </span>
      {event.deliveries && event.deliveries.length > 0 ? (
        <span className="sm:hidden">
          <Destinations event={event} />
        </span>
      ) : null}
    </span>
  );
}

/** The status as a badge; a failed event says why under it. */
function StatusCell({ event }: { event: TrackedEvent }) {
  return (
    <span className="grid justify-items-start gap-1">
      {/* Its whole word sets the column's least width: the badge's own clipping would let the table cut it. */}
      <EventStatusBadge status={event.status} className="min-w-max" />
      {event.status === 'failed' && event.error ? (
        <span className="max-w-56 text-xs break-words text-destructive">{event.error}</span>
      ) : null}
    </span>
  );
}

/**
 * The destinations' short names for the table's badges (product names, the same in every language):
 * the full ones ("Google Analytics 4 Measurement Protocol") squeezed the domain column into broken words.
 * The side panel names them in full.
 */
const SHORT_NAMES: Partial<Record<string, string>> = {
  meta_capi: 'Meta',
  google_ga4: 'GA4',
  tiktok_events: 'TikTok',
  webhook: 'Webhook',
};

function Destinations({ event }: { event: TrackedEvent }) {
  const fullNameOf = useServiceNames();
  const nameOf = (key: string) => SHORT_NAMES[key] ?? fullNameOf(key);
  const deliveries = event.deliveries ?? [];
  if (deliveries.length === 0) {
    return (
      <span className="text-muted-foreground">
        <Trans>None</Trans>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      {deliveries.map((delivery) => (
        <DeliveryBadge key={delivery.service} delivery={delivery} name={nameOf(delivery.service)} />
      ))}
    </span>
  );
}

const SECONDARY = 'hidden sm:table-cell';

/**
 * The events table's columns. On a phone only the name (with the time, domain, source, value and
 * destinations under it) and the status stay, so the status is never cut off; the rest show from `sm` up.
 */
export function useEventColumns(): readonly TableColumn<TrackedEvent>[] {
  return useMemo(
    () => [
      {
        key: 'event_time',
        label: <Trans>Time</Trans>,
        className: SECONDARY,
        cell: (event) => <EventTime event={event} />,
      },
      { key: 'event_name', label: <Trans>Event</Trans>, cell: (event) => <NameCell event={event} /> },
      {
        key: 'domain_name',
        label: <Trans>Domain</Trans>,
        className: `${SECONDARY} break-all`,
        cell: (event) => event.domain_name ?? '—',
      },
      { key: 'status', label: <Trans>Status</Trans>, cell: (event) => <StatusCell event={event} /> },
      {
        key: 'source',
        label: <Trans>Source</Trans>,
        className: SECONDARY,
        cell: (event) => <Source event={event} />,
      },
      {
        key: 'value',
        label: <Trans>Value</Trans>,
        align: 'end',
        className: `${SECONDARY} tabular-nums whitespace-nowrap`,
        cell: (event) => <EventValue event={event} />,
      },
      {
        key: 'deliveries',
        label: <Trans>Destinations</Trans>,
        className: SECONDARY,
        cell: (event) => <Destinations event={event} />,
      },
    ],
    [],
  );
}
