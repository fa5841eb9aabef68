import { FlexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cellClassName, cellStyle } from './table-cell-style';
import type { DataTableFeatures } from './table-features';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const sortIcons = { asc: ArrowUp, desc: ArrowDown };

type DataTableHeadProps<TData extends object> = { header: Header<DataTableFeatures, TData> };

/**
 * A column header. A sortable one holds a button (Enter and Space work as on any button) that steps
 * through ascending, descending and unsorted; `aria-sort` tells screen readers the current order.
 */
export function DataTableHead<TData extends object>({ header }: DataTableHeadProps<TData>) {
  const { column } = header;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const SortIcon = sorted ? sortIcons[sorted] : ChevronsUpDown;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
      style={cellStyle(column)}
      className={cellClassName(column, 'h-10 font-medium whitespace-nowrap text-muted-foreground')}
    >
      {header.isPlaceholder ? null : canSort ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className="-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <FlexRender header={header} />
          <SortIcon aria-hidden="true" className={sorted ? 'size-4' : 'size-4 opacity-60'} />
        </button>
      ) : (
        <FlexRender header={header} />
      )}
    </th>
  );
}
