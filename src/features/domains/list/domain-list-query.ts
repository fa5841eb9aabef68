import type { DomainListQuery } from '@/api/queries/domains';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import type { FilterValues } from '@/lib/filter-values';
import { DOMAIN_SEARCH_OPTIONS } from './domain-list-search';

/** A filter's values as a list: the URL keeps several as one comma-separated word, as the API does. */
function listOf(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : value.split(',');
  return items.map((item) => item.trim()).filter(Boolean);
}

/** What the filter bar shows for the list's URL state (both filters choose several values). */
export function filterValuesOf(state: TableUrlState): FilterValues {
  const values: Record<string, string | string[] | undefined> = { search: state.search || undefined };
  for (const [key, value] of Object.entries(state.filters)) values[key] = listOf(value);
  return values;
}

/** The list call's query for the URL state: the server's default order (newest first) without a sort. */
export function domainQueryOf(state: TableUrlState): DomainListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function domainQueryOfSearch(search: TableSearch): DomainListQuery {
  return listQueryOfSearch(search, DOMAIN_SEARCH_OPTIONS);
}
