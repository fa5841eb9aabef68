import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok, page } from '../../lib/envelope.ts';
import { pageWindow, sortField } from '../auth/list-query.ts';
import { signedIn } from '../auth/signed-in.ts';
import { listSupportStaff } from './support-staff.repo.ts';
import { everyUsersScope, requireSupportStaff, visibleTicket } from './ticket-access.ts';
import { ticketFilter } from './ticket-list-filter.ts';
import { ticketView, userSummary } from './ticket-view.ts';
import { listTickets, ticketMessages, ticketStatistics, type TicketSort } from './tickets.repo.ts';

const SORTS: readonly [TicketSort, ...TicketSort[]] = [
  'updated_at',
  'number',
  'subject',
  'status',
  'priority',
  'last_reply_at',
  'created_at',
  'waiting_since',
];

/** Reading tickets: the list, one ticket with its conversation, the statistics and the staff. */
export function ticketReadHandlers({ db, config }: AppContext): Handlers {
  const listTicketsHandler: Handler<'listTickets'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const all = await everyUsersScope(db, user, query.scope);
    const filter = ticketFilter({
      userId: user.id,
      all,
      search: query.search,
      filter: query.filter,
      now: new Date(),
    });
    const { page: current, perPage, offset } = pageWindow(query);
    const { rows, total } = await listTickets(db, filter, {
      sort: sortField(query.sort, SORTS),
      order: query.order ?? 'desc',
      limit: perPage,
      offset,
    });
    return page(
      rows.map((row) => ticketView(config.appUrl, row)),
      { page: current, perPage, total },
      request.t(all ? msg`Support tickets` : msg`Your support tickets`),
    );
  };

  const getTicket: Handler<'getTicket'> = async (request) => {
    const { user } = signedIn(request);
    const { row } = await visibleTicket(db, user, request.params.ticket);
    const messages = await ticketMessages(db, row.ticket.id);
    return ok(ticketView(config.appUrl, row, messages), request.t(msg`Ticket`));
  };

  const getSupportStatistics: Handler<'getSupportStatistics'> = async (request) => {
    const { user } = signedIn(request);
    const all = await everyUsersScope(db, user, request.query.scope);
    const { byStatus, averageMinutes } = await ticketStatistics(db, all ? undefined : user.id);
    const counts = { open: 0, pending: 0, answered: 0, closed: 0 };
    for (const { status, value } of byStatus) counts[status] = value;
    return ok(
      {
        total: counts.open + counts.pending + counts.answered + counts.closed,
        by_status: counts,
        average_first_response_minutes: averageMinutes,
      },
      request.t(msg`Ticket statistics`),
    );
  };

  const listSupportAgents: Handler<'listSupportAgents'> = async (request) => {
    const { user } = signedIn(request);
    await requireSupportStaff(db, user);
    const staff = await listSupportStaff(db);
    return ok(
      staff.map((row) => userSummary(config.appUrl, row)),
      request.t(msg`Support staff`),
    );
  };

  return { listTickets: listTicketsHandler, getTicket, getSupportStatistics, listSupportAgents };
}
