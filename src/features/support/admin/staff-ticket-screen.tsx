import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { supportKeys, supportQueries } from '@/api/queries/support';
import { PageHeader } from '@/components/page/page-header';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { TicketPriorityBadge, TicketStatusBadge } from '../ticket-badges';
import { TicketReplyForm } from '../ticket-reply-form';
import { TicketThread } from '../ticket-thread';
import { TicketControls } from './ticket-controls';
import { TicketDetails } from './ticket-details';

const routeApi = getRouteApi('/admin/support/tickets/$id');

/** How often an open ticket is read again while the tab is visible, so the owner's replies come in. */
const TICKET_POLL_MS = 15_000;

/**
 * /admin/support/tickets/{id}: the conversation with the reply box, and beside it (under it on a phone)
 * who opened the ticket and the staff's controls: status, priority and assignee.
 */
export function StaffTicketScreen() {
  const { t } = useLingui();
  const { id } = routeApi.useParams();
  const queryClient = useQueryClient();
  // TanStack Query pauses the interval while the tab is hidden.
  const { data: ticket } = useSuspenseQuery({
    ...supportQueries.detail(id),
    refetchInterval: TICKET_POLL_MS,
  });
  const { number, subject } = ticket;

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        title={t`#${number} ${subject}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </span>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t`Conversation`} className="grid min-w-0 gap-6">
          <TicketThread messages={ticket.messages ?? []} ownerId={ticket.user?.id} />
          <Card>
            <TicketReplyForm
              ticketId={ticket.id}
              onSent={() =>
                void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'statistics'] })
              }
            />
          </Card>
        </section>
        <aside aria-label={t`Ticket details`} className="grid gap-6 lg:sticky lg:top-20">
          <Card padding={20}>
            <CardHeader>
              <CardTitle>
                <Trans>Details</Trans>
              </CardTitle>
            </CardHeader>
            <TicketDetails ticket={ticket} />
          </Card>
          <Card padding={20}>
            <CardHeader>
              <CardTitle>
                <Trans>Handling</Trans>
              </CardTitle>
            </CardHeader>
            <TicketControls ticket={ticket} />
          </Card>
        </aside>
      </div>
    </main>
  );
}
