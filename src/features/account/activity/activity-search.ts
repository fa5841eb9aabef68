import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The list's URL state: the sorts and filters GET /auth/activity-logs takes. */
export const ACTIVITY_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'action'],
  filterKeys: ['action', 'created_at_from', 'created_at_to'],
} as const satisfies TableSearchOptions;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateActivitySearch = tableSearchValidator(ACTIVITY_SEARCH_OPTIONS);
