import {
  parseTableSearch,
  serializeTableSearch,
  type FilterValue,
  type PageSize,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from './table-search';
import type { TableSort } from './table-sort';

type UseTableUrlStateOptions = TableSearchOptions & {
  /** The current search params, e.g. `routeApi.useSearch()`. */
  search: Record<string, unknown>;
  /**
   * Writes the list's params to the URL. With TanStack Router:
   * `(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })`.
   */
  navigate: (search: TableSearch) => void;
};

/**
 * A list's page, page size, sort, search text and filters kept in the URL, so a view can be shared,
 * reloaded and reached again with Back. Changing anything but the page goes back to page 1, since the
 * old page number may no longer exist.
 */
export function useTableUrlState({ search, navigate, ...options }: UseTableUrlStateOptions) {
  const state = parseTableSearch(search, options);

  function update(patch: Partial<TableUrlState>) {
    navigate(serializeTableSearch({ ...state, page: 1, ...patch }, options));
  }

  return {
    state,
    /** Several changes at once (the filter bar's text and filters), in one navigation. */
    update,
    sort: (state.sort === undefined ? null : { key: state.sort, order: state.order }) satisfies TableSort,
    setPage: (page: number) => update({ page }),
    setPerPage: (perPage: PageSize) => update({ per_page: perPage }),
    setSort: (sort: TableSort) => update({ sort: sort?.key, order: sort?.order ?? 'asc' }),
    setSearch: (text: string) => update({ search: text }),
    setFilters: (filters: Record<string, FilterValue>) => update({ filters }),
  };
}
