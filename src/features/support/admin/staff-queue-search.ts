import {
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';

/**
 * The staff queue's URL state: the sorts and filters GET /support/tickets takes, under their API names.
 * `assignee_id` is a staff user's id, `me` or `none`; `waiting_min` one of the waiting choices, in minutes.
 */
export const STAFF_QUEUE_SEARCH_OPTIONS = {
  sortKeys: ['waiting_since', 'number', 'subject', 'status', 'priority', 'last_reply_at', 'created_at'],
  filterKeys: ['status', 'priority', 'assignee_id', 'waiting_min'],
} as const satisfies TableSearchOptions;

/** The queue's default order: the ticket that has waited longest for staff first. */
export const DEFAULT_QUEUE_SORT = { key: 'waiting_since', order: 'asc' } as const;

/** The waiting-time choices, in minutes: over 1 hour, 4 hours, 24 hours and 3 days. */
export const WAITING_MINUTES = [60, 240, 1440, 4320] as const;

/**
 * Keeps only the choices the queue offers: statuses and priorities are left to the server (which answers
 * 422 to an unknown one), but a waiting time that is not one of the choices would show as "Any" while it
 * filters, so it is dropped.
 */
function knownFilters(state: TableUrlState): TableUrlState {
  const waiting = state.filters.waiting_min;
  if (waiting === undefined || WAITING_MINUTES.some((minutes) => String(minutes) === String(waiting))) {
    return state;
  }
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([key]) => key !== 'waiting_min'));
  return { ...state, filters };
}

/** The queue's state read from the URL, every invalid value at its default. */
export function parseStaffQueueSearch(search: Record<string, unknown>): TableUrlState {
  return knownFilters(parseTableSearch(search, STAFF_QUEUE_SEARCH_OPTIONS));
}

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateStaffQueueSearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(parseStaffQueueSearch(search), STAFF_QUEUE_SEARCH_OPTIONS);
}
