import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { supportQueries } from '@/api/queries/support';
import { PageHeader } from '@/components/page/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TicketReplyForm } from '../ticket-reply-form';
import { TicketThread } from '../ticket-thread';
import { TicketFacts } from './ticket-facts';
import { TicketPriorityControl } from './ticket-priority-control';
import { TicketStatusActions } from './ticket-status-actions';

const routeApi = getRouteApi('/_user/support/tickets/$id');

/**
 * How often an open ticket is read again, so a staff reply shows without a reload. TanStack Query polls
 * only while the page is visible (refetchIntervalInBackground is off).
 */
export const TICKET_POLL_MS = 15_000;

/**
 * /support/tickets/{id}: the ticket's facts, its conversation (newest last) and the reply box; the owner
 * closes or reopens it and changes its priority. The route loaded the ticket (a 404 is the not-found page).
 */
export function TicketScreen() {
  const { id } = routeApi.useParams();
  const { data: ticket } = useSuspenseQuery({
    ...supportQueries.detail(id),
    refetchInterval: TICKET_POLL_MS,
  });
  const number = ticket.number;

  return (
    <main className="grid max-w-4xl content-start gap-6">
      <PageHeader
        title={
          <>
            <span className="text-muted-foreground">#{number}</span> {ticket.subject}
          </>
        }
        actions={<TicketStatusActions ticket={ticket} />}
      />
      <Card>
        <CardContent>
          <TicketFacts ticket={ticket} priority={<TicketPriorityControl ticket={ticket} />} />
        </CardContent>
      </Card>
      <section aria-labelledby="ticket-conversation" className="grid gap-4">
        <h2 id="ticket-conversation" className="text-lg font-semibold">
          <Trans>Conversation</Trans>
        </h2>
        <TicketThread messages={ticket.messages ?? []} ownerId={ticket.user?.id} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>
            {ticket.status === 'closed' ? <Trans>Reply and reopen</Trans> : <Trans>Reply</Trans>}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <TicketReplyForm ticketId={ticket.id} />
        </CardContent>
      </Card>
    </main>
  );
}
