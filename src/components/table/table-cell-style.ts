import type { Column } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import type { DataTableFeatures } from './table-features';

type AnyColumn<TData extends object> = Column<DataTableFeatures, TData>;

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' };

/** A header or body cell's width and, for a fixed column, its sticky offset from the table's edge. */
export function cellStyle<TData extends object>(column: AnyColumn<TData>): CSSProperties {
  const side = column.getIsPinned();
  // Only a column given a width gets one; the others share what is left, as a plain table would.
  const width = column.columnDef.size === undefined ? undefined : column.getSize();
  return {
    width,
    minWidth: width,
    insetInlineStart: side === 'start' ? column.getStart('start') : undefined,
    insetInlineEnd: side === 'end' ? column.getAfter('end') : undefined,
  };
}

/** A cell's alignment and, for a fixed column, the opaque background that hides what scrolls under it. */
export function cellClassName<TData extends object>(column: AnyColumn<TData>, extra?: string): string {
  const meta = column.columnDef.meta;
  return cn(
    'px-3 align-middle',
    alignClass[meta?.align ?? 'start'],
    column.getIsPinned() && 'sticky z-10 bg-card',
    meta?.className,
    extra,
  );
}
