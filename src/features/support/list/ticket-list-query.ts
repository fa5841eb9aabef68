import type { TicketListQuery } from '@/api/queries/support';
import { listQueryOf } from '@/components/table/list-query';
import { parseTableSearch, type TableSearch, type TableUrlState } from '@/components/table/table-search';
import { TICKET_SEARCH_OPTIONS } from './ticket-list-search';

/**
 * The list call's query for the URL state, always the caller's own tickets (`scope: 'own'`): without a
 * sort, the server's default order (last changed first).
 */
export function ticketQueryOf(state: TableUrlState): TicketListQuery {
  return { ...listQueryOf(state), scope: 'own' };
}

/** The list call's query for the route's (validated) search. */
export function ticketQueryOfSearch(search: TableSearch): TicketListQuery {
  return ticketQueryOf(parseTableSearch(search, TICKET_SEARCH_OPTIONS));
}
