import type { PermissionListQuery } from '@/api/queries/admin-access';
import {
  listQueryOf,
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';

/** The permissions list's URL state: the sorts and filters GET /admin/permissions takes, by their API names. */
export const PERMISSIONS_SEARCH_OPTIONS = {
  sortKeys: ['name', 'group', 'created_at'],
  filterKeys: ['group', 'role'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: by name, A to Z. */
export const DEFAULT_PERMISSIONS_SORT = { key: 'name', order: 'asc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validatePermissionsSearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(
    parseTableSearch(search, PERMISSIONS_SEARCH_OPTIONS),
    PERMISSIONS_SEARCH_OPTIONS,
  );
}

/** The list call's query for the list's state. */
export function permissionsQueryOf(state: TableUrlState): PermissionListQuery {
  return listQueryOf(state);
}

/** The list call's query for the route's (validated) search. */
export function permissionsQueryOfSearch(search: TableSearch): PermissionListQuery {
  return permissionsQueryOf(parseTableSearch(search, PERMISSIONS_SEARCH_OPTIONS));
}
