import {
  listQueryOf,
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';
import type { FilterValues } from '@/lib/filter-values';
import { type ActivityLogQuery } from '@/api/queries/auth-activity';

/** The list's URL state: the sorts and filters GET /auth/activity-logs takes. */
export const ACTIVITY_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'action'],
  filterKeys: ['action', 'created_at_from', 'created_at_to'],
} as const satisfies TableSearchOptions;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateActivitySearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS), ACTIVITY_SEARCH_OPTIONS);
}

/** What the filter bar shows for the list's URL state. */
export function filterValuesOf(state: TableUrlState): FilterValues {
  return { ...state.filters, search: state.search || undefined };
}

/** The list call's query for the URL state: the server's default order (newest first) without a sort. */
export function activityQueryOf(state: TableUrlState): ActivityLogQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function activityQueryOfSearch(search: TableSearch): ActivityLogQuery {
  return activityQueryOf(parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS));
}
