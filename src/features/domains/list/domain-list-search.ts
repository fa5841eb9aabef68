import {
  listQueryOf,
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';
import type { FilterValues } from '@/lib/filter-values';
import type { DomainListQuery } from '@/api/queries/domains';

/** The list's URL state: the sorts and filters GET /domains takes. */
export const DOMAIN_SEARCH_OPTIONS = {
  sortKeys: ['name', 'status', 'events_count', 'subscription_ends_at', 'created_at'],
  filterKeys: ['status', 'plan'],
} as const satisfies TableSearchOptions;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateDomainSearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(parseTableSearch(search, DOMAIN_SEARCH_OPTIONS), DOMAIN_SEARCH_OPTIONS);
}

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
  return domainQueryOf(parseTableSearch(search, DOMAIN_SEARCH_OPTIONS));
}
