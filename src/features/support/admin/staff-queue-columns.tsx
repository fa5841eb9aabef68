import { DeletedAccount } from '../deleted-account';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Ticket } from '@/api/queries/support';
import type { TableColumn } from '@/components/table/table-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { TicketCategoryLabel, TicketPriorityBadge, TicketStatusBadge } from '../ticket-badges';
import { formatWaitingTime } from './waiting-time';

const NONE = <span className="text-muted-foreground">—</span>;

/**
 * The subject, linked to the ticket. What the hidden columns would say comes under it: on a phone the
 * number, owner, wait and the two badges; up to `md` the owner and the wait.
 */
function SubjectCell({ ticket, now }: { ticket: Ticket; now: number }) {
  return (
    <span className="grid min-w-40 gap-1">
      <Link
        to="/admin/support/tickets/$id"
        params={{ id: ticket.id }}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {ticket.subject}
      </Link>
      <span className="text-xs text-muted-foreground md:hidden">
        <span className="sm:hidden">#{ticket.number} · </span>
        {ticket.user ? ticket.user.name : <DeletedAccount />}
        {ticket.waiting_since ? (
          <>
            {' · '}
            <WaitingFor since={ticket.waiting_since} now={now} />
          </>
        ) : null}
      </span>
      <span className="flex flex-wrap gap-1 sm:hidden">
        <TicketStatusBadge status={ticket.status} />
        <TicketPriorityBadge priority={ticket.priority} />
      </span>
    </span>
  );
}

function OwnerCell({ ticket }: { ticket: Ticket }) {
  return (
    <span className="grid gap-0.5">
      {ticket.user ? (
        <>
          <span className="whitespace-nowrap">{ticket.user.name}</span>
          <span className="text-xs whitespace-nowrap text-muted-foreground">{ticket.user.email}</span>
        </>
      ) : (
        <DeletedAccount />
      )}
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

const FROM_SM = 'hidden sm:table-cell';
const FROM_MD = 'hidden md:table-cell';
const FROM_LG = 'hidden lg:table-cell';
const FROM_2XL = 'hidden 2xl:table-cell';

/**
 * The staff queue's columns. On a phone only the subject stays, with the rest that matters under it;
 * the number, status and priority show from `sm`, the owner and waiting time from `md`, the assignee
 * from `lg`, the category and last reply from `2xl` (Polish headers are long).
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
        className: `${FROM_SM} tabular-nums`,
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
        className: FROM_SM,
        cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
      },
      {
        key: 'priority',
        label: <Trans>Priority</Trans>,
        sortable: true,
        className: FROM_SM,
        cell: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
      },
      {
        key: 'category',
        label: <Trans>Category</Trans>,
        className: FROM_2XL,
        cell: (ticket) => <TicketCategoryLabel category={ticket.category} />,
      },
      {
        key: 'assignee',
        label: <Trans>Assignee</Trans>,
        className: `${FROM_LG} whitespace-nowrap`,
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
        className: FROM_2XL,
        cell: (ticket) => <Moment at={ticket.last_reply_at} />,
      },
    ],
    [now],
  );
}
