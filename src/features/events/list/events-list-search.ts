import type { EventListQuery } from '@/api/queries/events';
import { searchesText } from '@/api/queries/events-search';
import {
  listQueryOf,
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';
import type { FilterValues } from '@/lib/filter-values';

/**
 * The list's URL state: the filters GET /events/list takes, under their API names, and one sort, the event
 * time (none means newest first; `sort=event_time` alone, ascending, is oldest first).
 */
export const EVENT_SEARCH_OPTIONS = {
  sortKeys: ['event_time'],
  filterKeys: ['domain_id', 'event_name', 'status', 'source', 'event_time_from', 'event_time_to'],
} as const satisfies TableSearchOptions;

/** The filters that hold several values, comma-separated in the URL as in the API. */
const MULTIPLE = new Set(['event_name', 'status', 'source']);

/** The URL state of /events: the table's, the page's `cursor` and the open event's id. */
export type EventSearch = TableSearch & {
  /** The keyset page shown (GET /events/list), as the server named it. */
  cursor?: string;
  /** The id of the event whose panel is open. */
  event?: string;
};

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateEventSearch(search: Record<string, unknown>): EventSearch {
  return {
    ...serializeTableSearch(parseTableSearch(search, EVENT_SEARCH_OPTIONS), EVENT_SEARCH_OPTIONS),
    cursor: textOf(search.cursor),
    event: textOf(search.event),
  };
}

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
