// Apart from the URL rules in table-search.ts: those load with the first page (every route's
// `validateSearch`), this only with the screens and loaders that call a list operation. So a list route's
// `loaderDeps` is its validated search, and its loader (which loads with the screen) makes the query.
import {
  parseTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from './table-search';
import type { SortOrder } from './table-sort';

/** What a list operation of the contract takes: page, size, sort, search and `filter[…]`. */
export type ListQuery = {
  page: number;
  per_page: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
  filter?: Record<string, string>;
};

/**
 * The list call's query for a list's URL state: without a sort, the server's default order; a filter
 * chosen several times goes as one comma-separated value, as the API takes it.
 */
export function listQueryOf(state: TableUrlState): ListQuery {
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    const items = (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length > 0) filter[key] = items.join(',');
  }
  return {
    page: state.page,
    per_page: state.per_page,
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** The list call's query for a route's validated search: what its loader asks for. */
export function listQueryOfSearch(search: TableSearch, options: TableSearchOptions): ListQuery {
  return listQueryOf(parseTableSearch(search, options));
}
