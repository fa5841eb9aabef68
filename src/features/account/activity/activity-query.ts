import type { ActivityLogQuery } from '@/api/queries/auth-activity';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { ACTIVITY_SEARCH_OPTIONS } from './activity-search';

/** The list call's query for the URL state: the server's default order (newest first) without a sort. */
export function activityQueryOf(state: TableUrlState): ActivityLogQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function activityQueryOfSearch(search: TableSearch): ActivityLogQuery {
  return listQueryOfSearch(search, ACTIVITY_SEARCH_OPTIONS);
}
