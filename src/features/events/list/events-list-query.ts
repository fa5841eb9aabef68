import type { EventListQuery } from '@/api/queries/events';
import { searchesText } from '@/api/queries/events-search';
import { listQueryOf } from '@/components/table/list-query';
import { parseTableSearch, type TableUrlState } from '@/components/table/table-search';
import type { FilterValues } from '@/lib/filter-values';
import { EVENT_SEARCH_OPTIONS, type EventSearch } from './events-list-search';

/** The filters that hold several values, comma-separated in the URL as in the API. */
const MULTIPLE = new Set(['event_name', 'status', 'source']);

/** Whether the list runs from the oldest event. */
export function isOldestFirst(state: TableUrlState): boolean {
  return state.sort === 'event_time' && state.order === 'asc';
}

function listOf(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : value.split(',');
  return items.map((item) => item.trim()).filter(Boolean);
}

/** What the filter bar shows for the URL state. */
export function filterValuesOf(state: TableUrlState): FilterValues {
  const values: Record<string, string | string[] | undefined> = { search: state.search || undefined };
  for (const [key, value] of Object.entries(state.filters)) {
    values[key] = MULTIPLE.has(key) ? listOf(value) : listOf(value).join(',');
  }
  return values;
}

/**
 * The list call's query: always sorted by event time (so the server pages by cursor), the search, the
 * filters, and the page: the cursor for GET /events/list, the page number for a text search.
 */
export function eventQueryOf(state: TableUrlState, cursor: string | undefined): EventListQuery {
  const { page, per_page, search, filter } = listQueryOf(state);
  const query: EventListQuery = {
    per_page,
    sort: 'event_time',
    order: isOldestFirst(state) ? 'asc' : 'desc',
    ...(search ? { search } : {}),
    ...(filter ? { filter } : {}),
  };
  if (searchesText(query)) return { page, ...query };
  return cursor ? { ...query, cursor } : query;
}

/** The list call's query for the route's (validated) search. */
export function eventQueryOfSearch(search: EventSearch): EventListQuery {
  return eventQueryOf(parseTableSearch(search, EVENT_SEARCH_OPTIONS), search.cursor);
}
