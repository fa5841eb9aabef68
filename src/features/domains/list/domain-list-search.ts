import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The list's URL state: the sorts and filters GET /domains takes. */
export const DOMAIN_SEARCH_OPTIONS = {
  sortKeys: ['name', 'status', 'events_count', 'subscription_ends_at', 'created_at'],
  filterKeys: ['status', 'plan'],
} as const satisfies TableSearchOptions;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateDomainSearch = tableSearchValidator(DOMAIN_SEARCH_OPTIONS);
