import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { eventQueries, type EventIngestItem } from '@/api/queries/events';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useDateFormat } from '@/i18n/use-date-format';
import { EventStatusBadge } from '../event-badges';

/** How often a sent event is looked for until it shows up. */
export const ARRIVAL_POLL_MS = 2000;

/** A test event sent from this screen, and what the server said of it. */
export interface SentTestEvent {
  key: string;
  item: EventIngestItem & { domain_id: string };
  domainName: string;
  outcome: 'accepted' | 'duplicate';
}

const OUTCOMES: Record<SentTestEvent['outcome'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  accepted: { label: msg`Accepted`, variant: 'success' },
  // What the event is, not the command to copy something: translators need to be told.
  duplicate: {
    label: msg({ message: 'Duplicate', context: 'a test event received before, not stored again' }),
    variant: 'warning',
  },
};

/**
 * Where the sent event stands in the events list: looked for every 2 s (GET /events/list, by its id,
 * domain and source) while the tab is visible, until it is there; then its status, time and a link to it.
 */
function Arrival({ sent }: { sent: SentTestEvent }) {
  const format = useDateFormat();
  const arrival = useQuery({
    ...eventQueries.arrival(sent.item.domain_id, sent.item.event_id),
    refetchInterval: (query) => (query.state.data ? false : ARRIVAL_POLL_MS),
  });
  const event = arrival.data;
  if (!event) {
    return (
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        <Trans>Waiting for it to arrive…</Trans>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Trans>Arrived</Trans>
      <EventStatusBadge status={event.status} />
      <time dateTime={new Date(event.created_at).toISOString()} className="text-muted-foreground">
        {format.moment(event.created_at)}
      </time>
      <Link
        to="/events"
        search={{ search: event.event_id, event: event.id }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Open in events list</Trans>
      </Link>
    </span>
  );
}

/** The test events sent on this screen, newest first, each watched until it arrives. */
export function SentTestEvents({ sent }: { sent: readonly SentTestEvent[] }) {
  const { i18n } = useLingui();
  const titleId = useId();
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        <Trans>Sent in this session</Trans>
      </h2>
      <ul className="grid gap-2">
        {sent.map((entry) => {
          const look = OUTCOMES[entry.outcome];
          return (
            <li
              key={entry.key}
              aria-label={entry.item.event_id}
              className="grid gap-2 rounded-md border bg-card p-3"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{entry.item.event_name}</span>
                <span className="font-mono text-xs text-muted-foreground">{entry.item.event_id}</span>
                <span className="text-sm text-muted-foreground">{entry.domainName}</span>
                <Badge variant={look.variant}>{i18n._(look.label)}</Badge>
              </div>
              {entry.outcome === 'duplicate' ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    This name and ID arrived in the last 48 hours, so it was not stored again. Use a new ID to
                    send it once more.
                  </Trans>
                </p>
              ) : null}
              <Arrival sent={entry} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
