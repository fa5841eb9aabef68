import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventStatus, TrackedEvent } from '@/api/queries/events';
import type { UserDashboard } from '@/api/queries/user';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonTable } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';

type Activity = UserDashboard['recent_activity'];

const STATUSES: Record<EventStatus, { label: MessageDescriptor; variant: BadgeVariant }> = {
  pending: { label: msg`Pending`, variant: 'warning' },
  processed: { label: msg`Processed`, variant: 'success' },
  failed: { label: msg`Failed`, variant: 'destructive' },
};

/**
 * The 10 latest events and the 10 latest failed ones, each opening in the events list; test events are
 * left out (the server's rule for every figure and list but the events list), which the card says.
 */
export function RecentActivity({ activity }: { activity: Activity | undefined }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <EventsCard
        title={<Trans>Recent events</Trans>}
        description={
          <Trans>
            Test events are left out here, as from every figure of the dashboard: the events list shows them.
          </Trans>
        }
        events={activity?.recent_events}
        empty={t`No events yet.`}
        footer={
          <Link to="/events" className={FOOTER_LINK}>
            <Trans>All events</Trans>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        }
      />
      <EventsCard
        title={<Trans>Recent failed events</Trans>}
        events={activity?.recent_failed_events}
        failedOnly
        empty={t`No failed events: everything was delivered.`}
        footer={
          <Link to="/events" search={{ status: 'failed' }} className={FOOTER_LINK}>
            <Trans>All failed events</Trans>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        }
      />
    </div>
  );
}

const FOOTER_LINK = 'inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline';

function EventsCard({
  title,
  description,
  events,
  failedOnly = false,
  empty,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  events: TrackedEvent[] | undefined;
  failedOnly?: boolean;
  empty: string;
  footer: ReactNode;
}) {
  return (
    <Card aria-busy={!events}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="min-w-0">
        {!events ? (
          <SkeletonTable rows={5} columns={3} />
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="-my-2 divide-y">
            {events.map((event) => (
              <EventItem key={event.id} event={event} failedOnly={failedOnly} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="mt-auto">{footer}</CardFooter>
    </Card>
  );
}

/** One event: its name (opening its panel in the events list), domain, time, status and error. */
function EventItem({ event, failedOnly }: { event: TrackedEvent; failedOnly: boolean }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const status = STATUSES[event.status];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-2">
      <Link
        to="/events"
        search={failedOnly ? { status: 'failed', event: event.id } : { event: event.id }}
        className="truncate font-medium text-primary underline-offset-4 hover:underline"
      >
        {event.event_name}
      </Link>
      <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
      <p className="col-span-2 truncate text-xs text-muted-foreground">
        {event.domain_name ? `${event.domain_name} · ` : ''}
        <time dateTime={new Date(event.event_time).toISOString()}>{format.moment(event.event_time)}</time>
      </p>
      {event.status === 'failed' && event.error ? (
        <p className="col-span-2 truncate text-xs text-destructive" title={event.error}>
          {event.error}
        </p>
      ) : null}
    </li>
  );
}
