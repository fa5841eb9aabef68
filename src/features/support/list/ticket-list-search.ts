import { tableSearchValidator, type TableSearchOptions } from '@/components/table/table-search';

/** The owner's list's URL state: the sorts GET /support/tickets takes, and the status filter. */
export const TICKET_SEARCH_OPTIONS = {
  sortKeys: ['number', 'subject', 'status', 'priority', 'last_reply_at', 'created_at', 'updated_at'],
  filterKeys: ['status'],
} as const satisfies TableSearchOptions;

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export const validateTicketSearch = tableSearchValidator(TICKET_SEARCH_OPTIONS);
