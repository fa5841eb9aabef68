import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Ticket } from '@/api/queries/support';
import type { TableColumn } from '@/components/table/table-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { TicketCategoryLabel, TicketPriorityBadge, TicketStatusBadge } from '../ticket-badges';
import { formatWaitingTime } from './waiting-time';

const NONE = <span className="text-muted-foreground">—</span>;

/** The number and subject, linked to the ticket; on a phone the owner and waiting time come under it. */
function SubjectCell({ ticket, now }: { ticket: Ticket; now: number }) {
  return (
    <span className="grid min-w-40 gap-0.5">
      <Link
        to="/admin/support/tickets/$id"
        params={{ id: ticket.id }}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {ticket.subject}
      </Link>
      <span className="text-xs text-muted-foreground md:hidden">
        {ticket.user.name}
        {ticket.waiting_since ? (
          <>
            {' · '}
            <WaitingFor since={ticket.waiting_since} now={now} />
          </>
        ) : null}
      </span>
    </span>
  );
}

function OwnerCell({ ticket }: { ticket: Ticket }) {
  return (
    <span className="grid gap-0.5">
      <span>{ticket.user.name}</span>
      <span className="text-xs break-all text-muted-foreground">{ticket.user.email}</span>
    </span>
  );
}

function WaitingFor({ since, now }: { since: Date; now: number }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  return (
    <time dateTime={since.toISOString()} title={format.moment(since)} className="whitespace-nowrap">
      {formatWaitingTime(since, now, i18n.locale)}
    </time>
  );
}

function Moment({ at }: { at: Date | null }) {
  const format = useDateFormat();
  if (at === null) return NONE;
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap">
      {format.moment(at)}
    </time>
  );
}

const FROM_MD = 'hidden md:table-cell';
const FROM_LG = 'hidden lg:table-cell';
const FROM_XL = 'hidden xl:table-cell';

/**
 * The staff queue's columns. On a phone the number, subject (with owner and waiting time under it),
 * status and priority stay; the owner and waiting time show from `md`, the rest from `lg` and `xl`.
 * `now` renews the waiting times while the page is open.
 */
export function useStaffQueueColumns(now: number): readonly TableColumn<Ticket>[] {
  return useMemo(
    () => [
      {
        key: 'number',
        label: <Trans>No.</Trans>,
        sortable: true,
        width: 72,
        className: 'tabular-nums',
        cell: (ticket) => `#${ticket.number}`,
      },
      {
        key: 'subject',
        label: <Trans>Subject</Trans>,
        sortable: true,
        cell: (ticket) => <SubjectCell ticket={ticket} now={now} />,
      },
      {
        key: 'owner',
        label: <Trans>Owner</Trans>,
        className: FROM_MD,
        cell: (ticket) => <OwnerCell ticket={ticket} />,
      },
      {
        key: 'status',
        label: <Trans>Status</Trans>,
        sortable: true,
        cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
      },
      {
        key: 'priority',
        label: <Trans>Priority</Trans>,
        sortable: true,
        cell: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
      },
      {
        key: 'category',
        label: <Trans>Category</Trans>,
        className: FROM_XL,
        cell: (ticket) => <TicketCategoryLabel category={ticket.category} />,
      },
      {
        key: 'assignee',
        label: <Trans>Assignee</Trans>,
        className: FROM_LG,
        cell: (ticket) => ticket.assignee?.name ?? NONE,
      },
      {
        key: 'waiting_since',
        label: <Trans>Waiting for</Trans>,
        sortable: true,
        className: FROM_MD,
        cell: (ticket) =>
          ticket.waiting_since ? <WaitingFor since={ticket.waiting_since} now={now} /> : NONE,
      },
      {
        key: 'last_reply_at',
        label: <Trans>Last reply</Trans>,
        sortable: true,
        className: FROM_XL,
        cell: (ticket) => <Moment at={ticket.last_reply_at} />,
      },
    ],
    [now],
  );
}
