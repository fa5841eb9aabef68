import {
  columnPinningFeature,
  columnSizingFeature,
  createSortedRowModel,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** How a column's cells line up; numbers and money read best at the end. */
export type ColumnAlign = 'start' | 'center' | 'end';

type DataTableColumnMeta = {
  align?: ColumnAlign;
  className?: string;
  /** The column's own cell (TableColumn's `cell`), drawn by one component for every column (toColumnDef). */
  renderCell?(row: object): ReactNode;
};

/**
 * The TanStack Table features every data table registers. Sorting runs on the client only when the
 * table is not in server-side mode (`manualSorting` skips the sorted row model).
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowSelectionFeature,
  columnSizingFeature,
  columnPinningFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
