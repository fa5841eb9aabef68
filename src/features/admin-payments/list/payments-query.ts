import type { AdminPaymentListQuery } from '@/api/queries/admin-payments';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { PAYMENTS_SEARCH_OPTIONS } from './payments-search';

/** The list call's query for the list's state. */
export function paymentsQueryOf(state: TableUrlState): AdminPaymentListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search, for its loader. */
export function paymentsQueryOfSearch(search: TableSearch): AdminPaymentListQuery {
  return listQueryOfSearch(search, PAYMENTS_SEARCH_OPTIONS);
}
