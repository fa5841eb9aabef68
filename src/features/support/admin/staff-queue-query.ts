import type { TicketListQuery } from '@/api/queries/support';
import { listQueryOf } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { DEFAULT_QUEUE_SORT, parseStaffQueueSearch } from './staff-queue-search';

/**
 * The list call's query: every user's tickets (`scope: 'all'`), oldest waiting first unless the URL
 * names another sort.
 */
export function staffQueueQueryOf(state: TableUrlState): TicketListQuery {
  const { sort, order, ...query } = listQueryOf(state);
  return {
    ...query,
    sort: sort ?? DEFAULT_QUEUE_SORT.key,
    order: sort ? order : DEFAULT_QUEUE_SORT.order,
    scope: 'all',
  };
}

/** The list call's query for the route's (validated) search. */
export function staffQueueQueryOfSearch(search: TableSearch): TicketListQuery {
  return staffQueueQueryOf(parseStaffQueueSearch(search));
}
