import type { AdminPageListQuery } from '@/api/queries/admin-pages';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { PAGES_SEARCH_OPTIONS } from './pages-search';

/** The list call's query for the list's state. */
export function pagesQueryOf(state: TableUrlState): AdminPageListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search, for its loader. */
export function pagesQueryOfSearch(search: TableSearch): AdminPageListQuery {
  return listQueryOfSearch(search, PAGES_SEARCH_OPTIONS);
}
