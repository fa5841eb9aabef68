import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Ticket } from '@/api/queries/support';
import { useDateFormat } from '@/i18n/use-date-format';
import { TicketCategoryLabel, TicketStatusBadge } from '../ticket-badges';

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * What a ticket is: its status, category, domain (linked to the domain's page) and when it was opened.
 * The priority sits beside these as a control (TicketPriorityControl), since the owner may change it.
 */
export function TicketFacts({ ticket, priority }: { ticket: Ticket; priority: ReactNode }) {
  const format = useDateFormat();
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      <Fact term={<Trans>Status</Trans>}>
        <TicketStatusBadge status={ticket.status} />
      </Fact>
      <Fact term={<Trans>Priority</Trans>}>{priority}</Fact>
      <Fact term={<Trans>Category</Trans>}>
        <TicketCategoryLabel category={ticket.category} />
      </Fact>
      <Fact term={<Trans>Domain</Trans>}>
        {ticket.domain_id ? (
          <Link
            to="/domains/$domainId"
            params={{ domainId: ticket.domain_id }}
            className="font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {ticket.domain_name ?? ticket.domain_id}
          </Link>
        ) : (
          <span className="text-muted-foreground">
            <Trans>None</Trans>
          </span>
        )}
      </Fact>
      <Fact term={<Trans>Opened</Trans>}>
        <time dateTime={new Date(ticket.created_at).toISOString()}>{format.moment(ticket.created_at)}</time>
      </Fact>
    </dl>
  );
}
