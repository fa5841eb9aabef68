import type { AdminUserExportQuery, AdminUserListQuery } from '@/api/queries/admin-users';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { USERS_SEARCH_OPTIONS } from './users-search';

/** The list call's query for the list's state. */
export function usersQueryOf(state: TableUrlState): AdminUserListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search, for its loader. */
export function usersQueryOfSearch(search: TableSearch): AdminUserListQuery {
  return listQueryOfSearch(search, USERS_SEARCH_OPTIONS);
}

/** The export's query: what the list shows, every page. */
export function usersExportQueryOf(state: TableUrlState): AdminUserExportQuery {
  const { sort, order, search, filter } = listQueryOf(state);
  return { sort, order, search, filter };
}
