import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Ticket } from '@/api/queries/support';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { TicketCategoryLabel, TicketPriorityBadge, TicketStatusBadge } from '../ticket-badges';
import { useNow } from '@/lib/use-now';

/** The last reply in words ("2 hours ago"), the date and time on hover; a dash before any reply. */
function LastReply({ at }: { at: Date | string | null }) {
  const format = useDateFormat();
  const now = useNow();
  if (at === null) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={new Date(at).toISOString()} title={format.moment(at)} className="whitespace-nowrap">
      {format.relative(at, now)}
    </time>
  );
}

/** The subject, linked to the ticket; on a phone its number and category come under it. */
function SubjectCell({ ticket }: { ticket: Ticket }) {
  return (
    <span className="grid gap-0.5">
      <Link
        to="/support/tickets/$id"
        params={{ id: ticket.id }}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {ticket.subject}
      </Link>
      <span className="text-xs text-muted-foreground md:hidden">
        <span className="sm:hidden">#{ticket.number} · </span>
        <TicketCategoryLabel category={ticket.category} />
        {ticket.domain_name ? ` · ${ticket.domain_name}` : null}
      </span>
    </span>
  );
}

/**
 * The owner's tickets list's columns. The subject names the row: on a phone it stays (with its number and
 * category under it) beside the status; priority and last reply show from `sm`, category from `md`,
 * domain from `lg`.
 */
export function useTicketColumns(): readonly AdminColumn<Ticket>[] {
  return useMemo(
    () => [
      {
        key: 'number',
        label: <Trans>No.</Trans>,
        sortable: true,
        width: 72,
        className: 'tabular-nums text-muted-foreground',
        // Under the subject on a phone already, as is the category.
        foldOnPhone: false,
        cell: (ticket) => `#${ticket.number}`,
      },
      {
        key: 'subject',
        label: <Trans>Subject</Trans>,
        sortable: true,
        names: true,
        cell: (ticket) => <SubjectCell ticket={ticket} />,
      },
      {
        key: 'status',
        label: <Trans>Status</Trans>,
        sortable: true,
        showFrom: 'always',
        cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
      },
      {
        key: 'priority',
        label: <Trans>Priority</Trans>,
        sortable: true,
        foldOnPhone: false,
        cell: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
      },
      {
        key: 'category',
        label: <Trans>Category</Trans>,
        showFrom: 'md',
        foldOnPhone: false,
        cell: (ticket) => <TicketCategoryLabel category={ticket.category} />,
      },
      {
        key: 'domain',
        prop: 'domain_name',
        label: <Trans>Domain</Trans>,
        showFrom: 'lg',
        className: 'break-all',
        foldOnPhone: false,
        cell: (ticket) => ticket.domain_name ?? <span className="text-muted-foreground">—</span>,
      },
      {
        key: 'last_reply_at',
        label: <Trans>Last reply</Trans>,
        sortable: true,
        foldOnPhone: false,
        cell: (ticket) => <LastReply at={ticket.last_reply_at} />,
      },
    ],
    [],
  );
}
