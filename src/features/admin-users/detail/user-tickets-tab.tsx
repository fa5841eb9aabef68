import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Moment } from '../moment';
import { OverviewBadge } from './overview-badges';
import { Section } from './section';

/** The user's latest tickets, newest change first, each linked to the staff's view of it. */
export function UserTicketsTab({ overview }: { overview: AdminUserOverview }) {
  const total = overview.tickets_total;
  const shown = overview.tickets.length;
  return (
    <Section
      title={<Trans>Tickets</Trans>}
      description={
        total > shown ? (
          <Trans>
            The latest {shown} of {total}.
          </Trans>
        ) : (
          <Plural value={total} one="# ticket" other="# tickets" />
        )
      }
    >
      {shown === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No tickets.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {overview.tickets.map((ticket) => (
            <li key={ticket.id} className="grid gap-1 border-b pb-3 last:border-b-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to="/admin/support/tickets/$id"
                  params={{ id: ticket.id }}
                  className="font-medium break-words underline-offset-4 hover:underline"
                >
                  #{ticket.number} {ticket.subject}
                </Link>
                <OverviewBadge kind="ticket" status={ticket.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Changed <Moment at={ticket.updated_at} />
                </Trans>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
