import type { ActivityExportQuery, ActivityListQuery } from '@/api/queries/admin-activity';
import {
  listQueryOf,
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';

/**
 * The activity log's URL state, under the API's filter names: the actor (`user_id`), the action (exact,
 * or a prefix ending in a dot), the record (`subject_type`, `subject_id`) and the days.
 */
export const ACTIVITY_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'action'],
  filterKeys: ['user_id', 'action', 'subject_type', 'subject_id', 'created_at_from', 'created_at_to'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the newest first. */
export const DEFAULT_ACTIVITY_SORT = { key: 'created_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateActivitySearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS), ACTIVITY_SEARCH_OPTIONS);
}

/** The list call's query for the log's state. */
export function activityQueryOf(state: TableUrlState): ActivityListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function activityQueryOfSearch(search: TableSearch): ActivityListQuery {
  return activityQueryOf(parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS));
}

/** The export's query: what the log shows (search, sort and filters), every page of it. */
export function activityExportQueryOf(state: TableUrlState): ActivityExportQuery {
  const { sort, order, search, filter } = listQueryOf(state);
  return { sort, order, search, filter };
}
