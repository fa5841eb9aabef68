import {
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
} from '@/components/table/table-search';

// The URL state of /billing: the plan being chosen (for which domain, monthly or yearly) and the
// invoices' page. Plain checks, no zod: route options load with the app's entry.

/** The invoices table's URL state: pages and the sorts GET /subscriptions/invoices takes. */
export const INVOICE_SEARCH_OPTIONS = {
  sortKeys: ['issued_at', 'paid_at', 'total', 'number'],
} as const satisfies TableSearchOptions;

export type BillingSearch = TableSearch & {
  /** The domain whose plan is being changed; the first domain when missing. */
  domain?: string;
  /** Yearly prices instead of monthly ones. */
  interval?: 'year';
  /** The plan chosen: the screen asks whether the domain may move to it. */
  plan?: string;
};

function wordOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The route's `validateSearch`: unknown or invalid values fall back to their defaults. */
export function validateBillingSearch(search: Record<string, unknown>): BillingSearch {
  return {
    ...serializeTableSearch(parseTableSearch(search, INVOICE_SEARCH_OPTIONS), INVOICE_SEARCH_OPTIONS),
    domain: wordOf(search.domain),
    interval: search.interval === 'year' ? 'year' : undefined,
    plan: wordOf(search.plan),
  };
}
