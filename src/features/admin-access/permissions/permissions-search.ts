import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The permissions list's URL state: the sorts and filters GET /admin/permissions takes, by their API names. */
export const PERMISSIONS_SEARCH_OPTIONS = {
  sortKeys: ['name', 'group', 'created_at'],
  filterKeys: ['group', 'role'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: by name, A to Z. */
export const DEFAULT_PERMISSIONS_SORT = { key: 'name', order: 'asc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validatePermissionsSearch = tableSearchValidator(PERMISSIONS_SEARCH_OPTIONS);
