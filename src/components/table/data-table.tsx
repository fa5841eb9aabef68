import { Trans } from '@lingui/react/macro';
import {
  functionalUpdate,
  useTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DataTableHead } from './data-table-head';
import { EmptyRow, ErrorRow, LoadingRows } from './data-table-states';
import { cellClassName, cellStyle } from './table-cell-style';
import { fixedSide, selectColumnDef, SELECT_COLUMN_ID, toColumnDef, type TableColumn } from './table-columns';
import { dataTableFeatures } from './table-features';
import type { TableSort } from './table-sort';

type DataTableProps<TData extends object> = {
  /** Keep the array stable (module scope or `useMemo`): a new one rebuilds every column. */
  columns: readonly TableColumn<TData>[];
  data: readonly TData[];
  /** A stable id per row; selection is kept by these ids, across pages too. */
  getRowId: (row: TData) => string;
  /** Names the table for screen readers; visually hidden. */
  caption: ReactNode;
  /**
   * The server sorts and pages: the table shows `data` in the order given and only reports sort
   * changes. Otherwise it sorts the rows it has itself.
   */
  serverSide?: boolean;
  /** The current sort when the parent owns it (from the URL, say); leave out to let the table keep it. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Adds a checkbox column and a select-all-on-this-page checkbox. */
  selectable?: boolean;
  /** The selected row ids when the parent owns them. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Names a row for its checkbox ("Select acme.com"); "Select row" otherwise. */
  rowLabel?: (row: TData) => string;
  loading?: boolean;
  /** `true` shows "Something went wrong"; a message shows that message. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Replaces the default "No data available" empty state. */
  empty?: ReactNode;
  className?: string;
};

const toSorting = (sort: TableSort): SortingState =>
  sort ? [{ id: sort.key, desc: sort.order === 'desc' }] : [];
const toSort = ([first]: SortingState): TableSort =>
  first ? { key: first.id, order: first.desc ? 'desc' : 'asc' } : null;

/** A list of records with sortable columns, row selection, fixed columns and loading/empty/error states. */
export function DataTable<TData extends object>({
  columns,
  data,
  getRowId,
  caption,
  serverSide = false,
  sort: sortProp,
  onSortChange,
  selectable = false,
  selectedIds,
  onSelectionChange,
  rowLabel,
  loading = false,
  error,
  onRetry,
  empty,
  className,
}: DataTableProps<TData>) {
  const [ownSort, setOwnSort] = useState<TableSort>(null);
  const [ownSelection, setOwnSelection] = useState<readonly string[]>([]);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const selection = selectedIds ?? ownSelection;

  const columnDefs = useMemo(() => {
    // Fixed columns are moved to their edge, so sticky offsets match the order they are drawn in.
    const ordered = [
      ...columns.filter((column) => fixedSide(column) === 'start'),
      ...columns.filter((column) => fixedSide(column) === undefined),
      ...columns.filter((column) => fixedSide(column) === 'end'),
    ];
    const defs = ordered.map(toColumnDef);
    return selectable ? [selectColumnDef(rowLabel), ...defs] : defs;
  }, [columns, selectable, rowLabel]);

  const columnPinning = useMemo(() => {
    const start = columns.filter((column) => fixedSide(column) === 'start').map((column) => column.key);
    return {
      start: selectable && start.length > 0 ? [SELECT_COLUMN_ID, ...start] : start,
      end: columns.filter((column) => fixedSide(column) === 'end').map((column) => column.key),
    };
  }, [columns, selectable]);
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const rowSelection = useMemo(
    (): RowSelectionState => Object.fromEntries(selection.map((id) => [id, true] as const)),
    [selection],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data,
    getRowId,
    state: { sorting, rowSelection, columnPinning },
    manualSorting: serverSide,
    enableMultiSort: false,
    // Every column sorts ascending first, then descending, then not at all.
    sortDescFirst: false,
    enableSortingRemoval: true,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = toSort(functionalUpdate(updater, sorting));
      setOwnSort(next);
      onSortChange?.(next);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = Object.keys(functionalUpdate(updater, rowSelection));
      setOwnSelection(next);
      onSelectionChange?.(next);
    },
  });

  const rows = table.getRowModel().rows;
  const columnCount = columnDefs.length;
  const failed = error !== undefined && error !== null && error !== false;

  return (
    <div
      data-slot="data-table"
      className={cn('relative w-full overflow-x-auto rounded-md border', className)}
    >
      <p role="status" className="sr-only">
        {loading ? <Trans>Loading…</Trans> : null}
      </p>
      <table aria-busy={loading} className="w-full caption-bottom text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <DataTableHead key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {failed ? (
            <ErrorRow
              columns={columnCount}
              message={error === true ? <Trans>Something went wrong</Trans> : error}
              onRetry={onRetry}
            />
          ) : loading ? (
            <LoadingRows columns={columnCount} />
          ) : rows.length === 0 ? (
            <EmptyRow columns={columnCount}>{empty}</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className="border-b transition-colors last:border-b-0 hover:bg-muted/50 data-[state=selected]:bg-muted"
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    style={cellStyle(cell.column)}
                    className={cellClassName(cell.column, 'h-12')}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
