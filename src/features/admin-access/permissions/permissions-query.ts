import type { PermissionListQuery } from '@/api/queries/admin-access';
import { listQueryOf, listQueryOfSearch } from '@/components/table/list-query';
import type { TableSearch, TableUrlState } from '@/components/table/table-search';
import { PERMISSIONS_SEARCH_OPTIONS } from './permissions-search';

/** The list call's query for the list's state. */
export function permissionsQueryOf(state: TableUrlState): PermissionListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function permissionsQueryOfSearch(search: TableSearch): PermissionListQuery {
  return listQueryOfSearch(search, PERMISSIONS_SEARCH_OPTIONS);
}
