import type { ReactNode } from 'react';
import type { TableColumn } from '@/components/table/table-columns';
import { cn } from '@/lib/cn';

/**
 * A column of an admin list: a table column (see TableColumn) whose cell is always given, so that on a
 * phone what it shows can fold under the first column.
 */
export type AdminColumn<TData extends object> = Omit<TableColumn<TData>, 'cell'> & {
  cell: (row: TData) => ReactNode;
  /** Offered in the column choice; true for every column but the first, which names the row. */
  hideable?: boolean;
  /** Hidden until the user chooses to show it (a detail few staff need). */
  hiddenByDefault?: boolean;
  /** Folded under the first column on a phone with its label ("Status: Active"), or without (a badge). */
  foldLabel?: boolean;
  /** Left out of the fold on a phone, where every line makes the row taller (a date few look for there). */
  foldOnPhone?: boolean;
};

/** Which columns show: by key, true or false. */
export type ColumnVisibility = Readonly<Record<string, boolean>>;

/** Whether a column shows: the user's choice, else its default; the first column always shows. */
export function isColumnShown<TData extends object>(
  column: AdminColumn<TData>,
  index: number,
  chosen: ColumnVisibility,
): boolean {
  if (index === 0 || column.hideable === false) return true;
  return chosen[column.key] ?? !column.hiddenByDefault;
}

function FoldedCell<TData extends object>({
  row,
  first,
  rest,
}: {
  row: TData;
  first: AdminColumn<TData>;
  rest: readonly AdminColumn<TData>[];
}) {
  return (
    <div className="grid min-w-0 gap-1 py-2">
      <div>{first.cell(row)}</div>
      {rest.length > 0 ? (
        <dl data-slot="folded-columns" className="grid gap-1 text-xs text-muted-foreground sm:hidden">
          {rest.map((column) => (
            <div key={column.key} className="flex min-w-0 flex-wrap items-center gap-x-1">
              {column.foldLabel === false ? (
                <dt className="sr-only">{column.label}</dt>
              ) : (
                <dt className="after:content-[':']">{column.label}</dt>
              )}
              <dd className="min-w-0 break-words text-foreground">{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * The table's columns for the chosen visibility. Under `sm` only the first column shows, and what the
 * other shown columns say folds under it, each with its label, so a phone never scrolls a list sideways.
 */
export function foldedColumns<TData extends object>(
  columns: readonly AdminColumn<TData>[],
  chosen: ColumnVisibility,
): TableColumn<TData>[] {
  const shown = columns.filter((column, index) => isColumnShown(column, index, chosen));
  const [first, ...rest] = shown;
  if (!first) return [];
  const folded = rest.filter((column) => column.foldOnPhone !== false);
  return [
    { ...first, cell: (row) => <FoldedCell row={row} first={first} rest={folded} /> },
    ...rest.map((column) => ({ ...column, className: cn('hidden sm:table-cell', column.className) })),
  ];
}
