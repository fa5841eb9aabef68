import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/**
 * The activity log's URL state, under the API's filter names: the actor (`user_id`), the action (exact,
 * or a prefix ending in a dot), the record (`subject_type`, `subject_id`), the request that wrote the
 * entries (`request_id`, the system log's link) and the days.
 */
export const ACTIVITY_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'action'],
  filterKeys: [
    'user_id',
    'action',
    'subject_type',
    'subject_id',
    'request_id',
    'created_at_from',
    'created_at_to',
  ],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the newest first. */
export const DEFAULT_ACTIVITY_SORT = { key: 'created_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateActivitySearch = tableSearchValidator(ACTIVITY_SEARCH_OPTIONS);
