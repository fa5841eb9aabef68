import type { AdminUserExportQuery, AdminUserListQuery } from '@/api/queries/admin-users';
import {
  listQueryOf,
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';

/** The users list's URL state: the sorts and filters GET /admin/users takes, under their API names. */
export const USERS_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'name', 'email', 'last_login_at', 'status'],
  filterKeys: ['status', 'role', 'is_admin', 'email_verified', 'created_at_from', 'created_at_to'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the newest account first. */
export const DEFAULT_USERS_SORT = { key: 'created_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateUsersSearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(parseTableSearch(search, USERS_SEARCH_OPTIONS), USERS_SEARCH_OPTIONS);
}

/** The list call's query for the list's state. */
export function usersQueryOf(state: TableUrlState): AdminUserListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search, for its loader. */
export function usersQueryOfSearch(search: TableSearch): AdminUserListQuery {
  return usersQueryOf(parseTableSearch(search, USERS_SEARCH_OPTIONS));
}

/** The export's query: what the list shows, every page. */
export function usersExportQueryOf(state: TableUrlState): AdminUserExportQuery {
  const { sort, order, search, filter } = listQueryOf(state);
  return { sort, order, search, filter };
}
