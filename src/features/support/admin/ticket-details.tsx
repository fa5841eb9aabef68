import { DeletedAccount } from '../deleted-account';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Ticket } from '@/api/queries/support';
import { useDateFormat } from '@/i18n/use-date-format';
import { TicketCategoryLabel } from '../ticket-badges';

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Who opened the ticket, about which domain, when, and what it is about. */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const format = useDateFormat();
  return (
    <dl className="grid gap-3">
      <Detail term={<Trans>Owner</Trans>}>
        {ticket.user ? (
          <>
            <span className="block">{ticket.user.name}</span>
            <a
              href={`mailto:${ticket.user.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {ticket.user.email}
            </a>
          </>
        ) : (
          <DeletedAccount />
        )}
      </Detail>
      <Detail term={<Trans>Domain</Trans>}>
        {ticket.domain_name ?? (
          <span className="text-muted-foreground">
            <Trans>None</Trans>
          </span>
        )}
      </Detail>
      <Detail term={<Trans>Category</Trans>}>
        <TicketCategoryLabel category={ticket.category} />
      </Detail>
      <Detail term={<Trans>Created</Trans>}>
        <time dateTime={ticket.created_at.toISOString()}>{format.moment(ticket.created_at)}</time>
      </Detail>
    </dl>
  );
}
