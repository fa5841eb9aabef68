import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The users list's URL state: the sorts and filters GET /admin/users takes, under their API names. */
export const USERS_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'name', 'email', 'last_login_at', 'status'],
  filterKeys: ['status', 'role', 'is_admin', 'email_verified', 'created_at_from', 'created_at_to'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the newest account first. */
export const DEFAULT_USERS_SORT = { key: 'created_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateUsersSearch = tableSearchValidator(USERS_SEARCH_OPTIONS);
