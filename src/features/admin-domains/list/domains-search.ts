import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The domains list's URL state: the sorts and filters GET /admin/domains takes, under their API names. */
export const DOMAINS_SEARCH_OPTIONS = {
  sortKeys: [
    'created_at',
    'name',
    'status',
    'owner',
    'events_this_month',
    'events_count',
    'subscription_ends_at',
  ],
  filterKeys: [
    'status',
    'plan',
    'user_id',
    'stuck_hours',
    'tracking',
    'ingestion',
    'created_at_from',
    'created_at_to',
  ],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the newest domain first. */
export const DEFAULT_DOMAINS_SORT = { key: 'created_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateDomainsSearch = tableSearchValidator(DOMAINS_SEARCH_OPTIONS);
