import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Moment } from '../moment';
import { OverviewBadge } from './overview-badges';
import { RecordSection, SectionEntry, SectionList } from '@/components/record-page/record-section';

/** The user's latest tickets, newest change first, each linked to the staff's view of it. */
export function UserTicketsTab({ overview }: { overview: AdminUserOverview }) {
  const total = overview.tickets_total;
  const shown = overview.tickets.length;
  return (
    <RecordSection
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
      <SectionList items={overview.tickets} empty={<Trans>No tickets.</Trans>}>
        {(ticket) => (
          <SectionEntry
            key={ticket.id}
            heading={
              <>
                <Link
                  to="/admin/support/tickets/$id"
                  params={{ id: ticket.id }}
                  className="font-medium break-words underline-offset-4 hover:underline"
                >
                  #{ticket.number} {ticket.subject}
                </Link>
                <OverviewBadge kind="ticket" status={ticket.status} />
              </>
            }
          >
            <p className="text-sm text-muted-foreground">
              <Trans>
                Changed <Moment at={ticket.updated_at} />
              </Trans>
            </p>
          </SectionEntry>
        )}
      </SectionList>
    </RecordSection>
  );
}
