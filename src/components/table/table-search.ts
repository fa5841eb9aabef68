import { SORT_ORDERS, type SortOrder } from './table-sort';

/** Spec section 9: a list shows 10 rows unless the user picks 20, 50 or 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** A filter's value: one word, or several for a multiselect. */
export type FilterValue = string | string[];

/** A list's state as the screen uses it: every field present and valid. */
export type TableUrlState = {
  page: number;
  per_page: PageSize;
  /** The column sorted by, or undefined for the server's default order. */
  sort: string | undefined;
  order: SortOrder;
  search: string;
  filters: Record<string, FilterValue>;
};

/** The search params written to the URL: a default is `undefined`, so it drops out of the address. */
// Every key optional, so a link to a list needs no search of its own: the list starts at its defaults.
export type TableSearch = {
  page?: number;
  per_page?: PageSize;
  sort?: string;
  order?: SortOrder;
  search?: string;
} & Record<string, FilterValue | number | undefined>;

export type TableSearchOptions = {
  /** The columns a list may be sorted by; any other `sort` in the URL is ignored. */
  sortKeys?: readonly string[];
  /** The filter keys a list reads, range keys with their suffixes (`created_at_from`, `amount_max`). */
  filterKeys?: readonly string[];
};

// Each field falls back on its own, so one bad value never throws away the rest of a shared link. Plain
// checks rather than zod: every route's search rules load with the app, the sign-in screen's first load.

/** A number given as a number or as its text (the router parses `?page=2` to 2, a plain string keeps it). */
function numberOf(value: unknown): unknown {
  return typeof value === 'string' ? Number(value) : value;
}

/** A page number: a whole number of at least 1. */
function pageOf(value: unknown): number {
  const number = numberOf(value);
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : 1;
}

function pageSizeOf(value: unknown): PageSize {
  const number = numberOf(value);
  return PAGE_SIZES.find((size) => size === number) ?? DEFAULT_PAGE_SIZE;
}

function orderOf(value: unknown): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? 'asc';
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A filter's words: strings, numbers and booleans as text, lists of them with the empty ones left out. */
function filterOf(value: unknown): FilterValue {
  const isScalar = (item: unknown) => ['string', 'number', 'boolean'].includes(typeof item);
  if (isScalar(value)) return String(value).trim();
  if (Array.isArray(value) && value.every(isScalar)) return value.map(String).filter(Boolean);
  return '';
}

/**
 * Reads a list's state from URL search params (as TanStack Router parses them, or plain strings),
 * replacing every missing or invalid value with its default: page 1, 10 per page, ascending order.
 */
export function parseTableSearch(
  search: Record<string, unknown>,
  { sortKeys, filterKeys = [] }: TableSearchOptions = {},
): TableUrlState {
  const sortText = textOf(search.sort);
  const sort =
    sortText !== '' && (sortKeys === undefined || sortKeys.includes(sortText)) ? sortText : undefined;
  const filters: Record<string, FilterValue> = {};
  for (const key of filterKeys) {
    const value = filterOf(search[key]);
    if (value.length > 0) filters[key] = value;
  }
  return {
    page: pageOf(search.page),
    per_page: pageSizeOf(search.per_page),
    sort,
    // Without a sort the order means nothing, so it settles on the default.
    order: sort === undefined ? 'asc' : orderOf(search.order),
    search: textOf(search.search),
    filters,
  };
}

/**
 * Turns a list's state back into search params. Every key the list owns is present, defaults as
 * `undefined`, so merging the result over the current search clears what was reset.
 */
export function serializeTableSearch(
  state: TableUrlState,
  { filterKeys = [] }: TableSearchOptions = {},
): TableSearch {
  const search: TableSearch = {
    page: state.page > 1 ? state.page : undefined,
    per_page: state.per_page === DEFAULT_PAGE_SIZE ? undefined : state.per_page,
    sort: state.sort,
    // The order only means something next to a sort, and ascending is what the API assumes.
    order: state.sort !== undefined && state.order === 'desc' ? 'desc' : undefined,
    search: state.search === '' ? undefined : state.search,
  };
  for (const key of filterKeys) {
    const value = state.filters[key];
    search[key] = value === undefined || value.length === 0 ? undefined : value;
  }
  return search;
}

/** A list route's `validateSearch` for its options: every unknown or invalid value replaced by its default. */
export function tableSearchValidator(options: TableSearchOptions) {
  return (search: Record<string, unknown>): TableSearch =>
    serializeTableSearch(parseTableSearch(search, options), options);
}
