import { useLingui } from '@lingui/react/macro';
import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { useDateFormat } from '@/i18n/use-date-format';
import type { ColumnAlign, DataTableFeatures } from './table-features';

/** A column as spec section 3 describes it: key, prop, label, width, sortable, fixed and a slot. */
export type TableColumn<TData extends object> = {
  /** The column's id, and the sort key the table reports. */
  key: string;
  /** The row property shown, a dotted path allowed (`plan.name`); `key` when not given. */
  prop?: string;
  /** The header; a `<Trans>` or a translated string. */
  label: ReactNode;
  /** Width in pixels; fixed columns need one so the ones after them know where to stick. */
  width?: number;
  sortable?: boolean;
  /** Keeps the column in view while the table scrolls sideways; `true` means the start side. */
  fixed?: boolean | 'start' | 'end';
  align?: ColumnAlign;
  className?: string;
  /** Renders the cell (the spec's slot); the raw value, formatted for the locale, otherwise. */
  cell?: (row: TData) => ReactNode;
};

export type DataTableColumnDef<TData extends object> = ColumnDef<DataTableFeatures, TData>;

export const SELECT_COLUMN_ID = 'select';

/** The side a column sticks to, if any. */
export function fixedSide(column: Pick<TableColumn<object>, 'fixed'>): 'start' | 'end' | undefined {
  if (column.fixed === true) return 'start';
  return column.fixed === false ? undefined : column.fixed;
}

function ValueCell<TData extends object>({ getValue }: CellContext<DataTableFeatures, TData>) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const value = getValue();
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return format.moment(value);
  if (typeof value === 'number') return new Intl.NumberFormat(i18n.locale).format(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A column's own cell. One component for every such column: a `cell` function given to TanStack as the
 * cell itself is a component type of its own, so a column list made again (its callbacks changed) would
 * remount every cell, and the focus on a button in one would fall to the page.
 */
function RenderedCell<TData extends object>({ row, column }: CellContext<DataTableFeatures, TData>) {
  return column.columnDef.meta?.renderCell?.(row.original) ?? null;
}

/** Maps our column settings onto TanStack column definitions. */
export function toColumnDef<TData extends object>(column: TableColumn<TData>): DataTableColumnDef<TData> {
  const { cell } = column;
  return {
    id: column.key,
    accessorKey: column.prop ?? column.key,
    header: () => column.label,
    cell: cell ? RenderedCell : ValueCell,
    enableSorting: column.sortable ?? false,
    size: column.width,
    meta: { align: column.align, className: column.className, renderCell: cell },
  };
}

function SelectAllCheckbox<TData extends object>({ table }: HeaderContext<DataTableFeatures, TData>) {
  const { t } = useLingui();
  const all = table.getIsAllPageRowsSelected();
  return (
    <Checkbox
      aria-label={t`Select all rows on this page`}
      checked={all ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  );
}

/** The checkbox column; `rowLabel` names each row for screen readers ("Select acme.com"). */
export function selectColumnDef<TData extends object>(
  rowLabel?: (row: TData) => string,
): DataTableColumnDef<TData> {
  function SelectRowCheckbox({ row }: CellContext<DataTableFeatures, TData>) {
    const { t } = useLingui();
    const name = rowLabel?.(row.original);
    return (
      <Checkbox
        aria-label={name === undefined ? t`Select row` : t`Select ${name}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    );
  }
  return {
    id: SELECT_COLUMN_ID,
    header: SelectAllCheckbox,
    cell: SelectRowCheckbox,
    enableSorting: false,
    size: 48,
  };
}
