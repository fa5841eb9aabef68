/** The directions a list can be sorted in, as the API and the URL spell them. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The column a list is sorted by, or `null` when it keeps the server's own order. */
export type TableSort = { key: string; order: SortOrder } | null;
