import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The features list's URL state: search, the type and state filters, sort and page. */
export const FEATURES_SEARCH_OPTIONS = {
  sortKeys: ['sort_order', 'name', 'plans_count'],
  filterKeys: ['type', 'is_active'],
} as const satisfies TableSearchOptions;

/** The server's order: display order, then name. */
export const DEFAULT_FEATURES_SORT = { key: 'sort_order', order: 'asc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateFeaturesSearch = tableSearchValidator(FEATURES_SEARCH_OPTIONS);
