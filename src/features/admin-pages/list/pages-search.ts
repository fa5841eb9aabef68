import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The pages list's URL state: the sorts and filters GET /admin/pages takes, under their API names. */
export const PAGES_SEARCH_OPTIONS = {
  sortKeys: ['updated_at', 'title', 'slug', 'language', 'published_at', 'created_at'],
  filterKeys: ['language', 'is_published'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the latest change first. */
export const DEFAULT_PAGES_SORT = { key: 'updated_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validatePagesSearch = tableSearchValidator(PAGES_SEARCH_OPTIONS);
