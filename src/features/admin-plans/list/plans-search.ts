import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The plans list's URL state: the sorts and filters GET /admin/plans takes, under their API names. */
export const PLANS_SEARCH_OPTIONS = {
  sortKeys: ['sort_order', 'name', 'price', 'created_at'],
  filterKeys: ['is_active', 'interval'],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the plans' display order. */
export const DEFAULT_PLANS_SORT = { key: 'sort_order', order: 'asc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validatePlansSearch = tableSearchValidator(PLANS_SEARCH_OPTIONS);
