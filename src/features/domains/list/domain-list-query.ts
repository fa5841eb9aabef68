import type { DomainListQuery } from '@/api/queries/domains';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { DOMAIN_SEARCH_OPTIONS } from './domain-list-search';

/** The list call's query for the URL state: the server's default order (newest first) without a sort. */
export function domainQueryOf(state: TableUrlState): DomainListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function domainQueryOfSearch(search: TableSearch): DomainListQuery {
  return listQueryOfSearch(search, DOMAIN_SEARCH_OPTIONS);
}
