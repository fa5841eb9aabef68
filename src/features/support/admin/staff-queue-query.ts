import type { TicketListQuery } from '@/api/queries/support';
import { listQueryOf } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import type { FilterValues } from '@/lib/filter-values';
import { DEFAULT_QUEUE_SORT, parseStaffQueueSearch } from './staff-queue-search';

/** The filters that hold several values, comma-separated in the URL as in the API. */
const MULTIPLE = new Set(['status', 'priority']);

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
 * The list call's query: every user's tickets (`scope: 'all'`), oldest waiting first unless the URL
 * names another sort.
 */
export function staffQueueQueryOf(state: TableUrlState): TicketListQuery {
  const { sort, order, ...query } = listQueryOf(state);
  return {
    ...query,
    sort: sort ?? DEFAULT_QUEUE_SORT.key,
    order: sort ? order : DEFAULT_QUEUE_SORT.order,
    scope: 'all',
  };
}

/** The list call's query for the route's (validated) search. */
export function staffQueueQueryOfSearch(search: TableSearch): TicketListQuery {
  return staffQueueQueryOf(parseStaffQueueSearch(search));
}
