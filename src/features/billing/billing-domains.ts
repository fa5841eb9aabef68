/** The owner's domains on /billing: the first hundred (the most a page holds), newest first. */
export const BILLING_DOMAINS_QUERY = { page: 1, per_page: 100 } as const;
