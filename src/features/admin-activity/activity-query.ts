import type { ActivityExportQuery, ActivityListQuery } from '@/api/queries/admin-activity';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { ACTIVITY_SEARCH_OPTIONS } from './activity-search';

/** The list call's query for the log's state. */
export function activityQueryOf(state: TableUrlState): ActivityListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function activityQueryOfSearch(search: TableSearch): ActivityListQuery {
  return listQueryOfSearch(search, ACTIVITY_SEARCH_OPTIONS);
}

/** The export's query: what the log shows (search, sort and filters), every page of it. */
export function activityExportQueryOf(state: TableUrlState): ActivityExportQuery {
  const { sort, order, search, filter } = listQueryOf(state);
  return { sort, order, search, filter };
}
