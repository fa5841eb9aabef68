import { DeletedAccount } from '../deleted-account';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Ticket } from '@/api/queries/support';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
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

/**
 * The staff queue's columns. The subject names the row: on a phone only it stays, with the rest that
 * matters under it; the number, status and priority show from `sm`, the owner and waiting time from `md`,
 * the assignee from `lg`, the category and last reply from `2xl` (Polish headers are long). What a column
 * hides below its width the subject's own cell says, so none folds under it. `now` renews the waiting
 * times while the page is open.
 */
export function useStaffQueueColumns(now: number): readonly AdminColumn<Ticket>[] {
  return useMemo(
    () => [
      {
        key: 'number',
        label: <Trans>No.</Trans>,
        sortable: true,
        width: 72,
        className: 'tabular-nums',
        foldOnPhone: false,
        cell: (ticket) => `#${ticket.number}`,
      },
      {
        key: 'subject',
        label: <Trans>Subject</Trans>,
        sortable: true,
        names: true,
        cell: (ticket) => <SubjectCell ticket={ticket} now={now} />,
      },
      {
        key: 'owner',
        label: <Trans>Owner</Trans>,
        showFrom: 'md',
        foldOnPhone: false,
        cell: (ticket) => <OwnerCell ticket={ticket} />,
      },
      {
        key: 'status',
        label: <Trans>Status</Trans>,
        sortable: true,
        foldOnPhone: false,
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
        showFrom: '2xl',
        foldOnPhone: false,
        cell: (ticket) => <TicketCategoryLabel category={ticket.category} />,
      },
      {
        key: 'assignee',
        label: <Trans>Assignee</Trans>,
        showFrom: 'lg',
        className: 'whitespace-nowrap',
        foldOnPhone: false,
        cell: (ticket) => ticket.assignee?.name ?? NONE,
      },
      {
        key: 'waiting_since',
        label: <Trans>Waiting for</Trans>,
        sortable: true,
        showFrom: 'md',
        foldOnPhone: false,
        cell: (ticket) =>
          ticket.waiting_since ? <WaitingFor since={ticket.waiting_since} now={now} /> : NONE,
      },
      {
        key: 'last_reply_at',
        label: <Trans>Last reply</Trans>,
        sortable: true,
        showFrom: '2xl',
        foldOnPhone: false,
        cell: (ticket) => <Moment at={ticket.last_reply_at} />,
      },
    ],
    [now],
  );
}
