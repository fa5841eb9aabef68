import {
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
} from '@/components/table/table-search';

/**
 * The list's URL state: the filters GET /events/list takes, under their API names, and one sort, the event
 * time (none means newest first; `sort=event_time` alone, ascending, is oldest first).
 */
export const EVENT_SEARCH_OPTIONS = {
  sortKeys: ['event_time'],
  filterKeys: ['domain_id', 'event_name', 'status', 'source', 'event_time_from', 'event_time_to'],
} as const satisfies TableSearchOptions;

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
