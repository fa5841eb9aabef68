import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/**
 * The payments list's URL state: the sorts and filters GET /admin/payments takes, under their API names
 * (the analytics' figures link here with the paid, refunded and churned days, kind and currency).
 */
export const PAYMENTS_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'paid_at', 'amount', 'status'],
  filterKeys: [
    'status',
    'provider',
    'plan_id',
    'currency',
    'kind',
    'refunded',
    'user_id',
    'domain_id',
    'subscription_status',
    'created_at_from',
    'created_at_to',
    'paid_at_from',
    'paid_at_to',
    'refunded_at_from',
    'refunded_at_to',
    'churned_from',
    'churned_to',
    'amount_min',
    'amount_max',
  ],
} as const satisfies TableSearchOptions;

/** The server's order when the URL names none: the newest payment first. */
export const DEFAULT_PAYMENTS_SORT = { key: 'created_at', order: 'desc' } as const;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validatePaymentsSearch = tableSearchValidator(PAYMENTS_SEARCH_OPTIONS);
