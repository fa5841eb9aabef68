import type { AdminPlanListQuery } from '@/api/queries/admin-plans';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { PLANS_SEARCH_OPTIONS } from './plans-search';

/** The list call's query for the list's state. */
export function plansQueryOf(state: TableUrlState): AdminPlanListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search, for its loader. */
export function plansQueryOfSearch(search: TableSearch): AdminPlanListQuery {
  return listQueryOfSearch(search, PLANS_SEARCH_OPTIONS);
}
