import type { AdminDomainListFilter, AdminDomainListQuery } from '@/api/queries/admin-domains';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { DOMAINS_SEARCH_OPTIONS } from './domains-search';

/** The list call's query for the list's state. */
export function domainsQueryOf(state: TableUrlState): AdminDomainListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search, for its loader. */
export function domainsQueryOfSearch(search: TableSearch): AdminDomainListQuery {
  return listQueryOfSearch(search, DOMAINS_SEARCH_OPTIONS);
}

/** A bulk update's `filter`: the list's search and filters, so it changes what the list matches. */
export function domainsBulkFilterOf(state: TableUrlState): AdminDomainListFilter {
  const { search, filter } = listQueryOf(state);
  return { ...filter, ...(search ? { search } : {}) };
}
