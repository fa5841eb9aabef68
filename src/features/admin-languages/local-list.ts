import type { ListPage } from '@/components/admin-list/admin-list';
import type { TableUrlState } from '@/components/table/table-search';

export interface LocalListRules<Row> {
  /** Whether a row matches the list's search text (given lower-cased and trimmed) and its filters. */
  matches: (row: Row, search: string, filters: TableUrlState['filters']) => boolean;
  /** How rows compare for each sortable column; without a sort the rows keep the order given. */
  compare: Readonly<Record<string, (a: Row, b: Row) => number>>;
}

/**
 * One page of rows the screen holds whole (a language's messages, the languages), searched, filtered,
 * sorted and paged in the browser by the list's URL state, as AdminList shows a server's page.
 */
export function localPage<Row>(
  rows: readonly Row[],
  state: TableUrlState,
  { matches, compare }: LocalListRules<Row>,
): ListPage<Row> {
  const search = state.search.trim().toLowerCase();
  const found = rows.filter((row) => matches(row, search, state.filters));
  const byColumn = state.sort === undefined ? undefined : compare[state.sort];
  if (byColumn) {
    const direction = state.order === 'desc' ? -1 : 1;
    found.sort((a, b) => direction * byColumn(a, b));
  }
  const from = (state.page - 1) * state.per_page;
  return { items: found.slice(from, from + state.per_page), total: found.length };
}

/** A ready query result around a page held whole, in the shape AdminList reads. */
export function localResult<Row>(page: ListPage<Row>) {
  return { data: page, isPending: false, isError: false, error: null, refetch: () => undefined };
}
