import type { ReactNode } from 'react';
import type { TableColumn } from '@/components/table/table-columns';
import { cn } from '@/lib/cn';

/** The widths from which a column can have a cell of its own (Tailwind's breakpoints, narrowest first). */
const WIDTHS = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type ColumnWidth = (typeof WIDTHS)[number];

// Whole class names, so that Tailwind finds them in the source.
const OWN_CELL_FROM: Record<ColumnWidth, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};
const FOLDED_UNTIL: Record<ColumnWidth, string> = {
  sm: 'sm:hidden',
  md: 'md:hidden',
  lg: 'lg:hidden',
  xl: 'xl:hidden',
  '2xl': '2xl:hidden',
};

/**
 * A column of an admin list: a table column (see TableColumn) whose cell is always given, so that on a
 * phone what it shows can fold under the column that names the row.
 */
export type AdminColumn<TData extends object> = Omit<TableColumn<TData>, 'cell'> & {
  cell: (row: TData) => ReactNode;
  /**
   * Names the row in place of the first column (which is then an ordinary one, a ticket's number say):
   * it always shows, and the other columns fold under it.
   */
  names?: boolean;
  /** Offered in the column choice; true for every column but the one naming the row, which always shows. */
  hideable?: boolean;
  /** Hidden until the user chooses to show it (a detail few staff need). */
  hiddenByDefault?: boolean;
  /**
   * From which width the column has a cell of its own: `sm` unless told; a wider one for a detail a laptop
   * has no room for; `always` for a short one that fits beside the naming column on a phone too (a status
   * badge, an amount, a download button). Narrower than that, it folds under the naming column.
   */
  showFrom?: ColumnWidth | 'always';
  /** Folded under the naming column with its label ("Status: Active"), or without (a badge). */
  foldLabel?: boolean;
  /**
   * Left out of the fold, where every line makes the row taller (a date few look for there) or where the
   * naming column's own cell already says it under the name.
   */
  foldOnPhone?: boolean;
};

/** Which columns show: by key, true or false. */
export type ColumnVisibility = Readonly<Record<string, boolean>>;

/** Where the column naming the row is: the one marked `names`, else the first. */
export function namingIndex<TData extends object>(columns: readonly AdminColumn<TData>[]): number {
  return Math.max(
    0,
    columns.findIndex((column) => column.names),
  );
}

/** Whether a column shows: the user's choice, else its default; the column naming the row always shows. */
export function isColumnShown<TData extends object>(
  column: AdminColumn<TData>,
  naming: boolean,
  chosen: ColumnVisibility,
): boolean {
  if (naming || column.hideable === false) return true;
  return chosen[column.key] ?? !column.hiddenByDefault;
}

/** The width up to which a column folds under the naming column; none for one shown at every width. */
function foldedUntil<TData extends object>(column: AdminColumn<TData>): ColumnWidth | undefined {
  return column.showFrom === 'always' ? undefined : (column.showFrom ?? 'sm');
}

function FoldedCell<TData extends object>({
  row,
  naming,
  rest,
}: {
  row: TData;
  naming: AdminColumn<TData>;
  rest: readonly (AdminColumn<TData> & { until: ColumnWidth })[];
}) {
  // The list of folded lines goes once the widest of them has a cell of its own.
  const widest = WIDTHS.findLast((width) => rest.some((column) => column.until === width)) ?? 'sm';
  return (
    <div className="grid min-w-0 gap-1 py-2">
      <div>{naming.cell(row)}</div>
      {rest.length > 0 ? (
        <dl
          data-slot="folded-columns"
          className={cn('grid gap-1 text-xs text-muted-foreground', FOLDED_UNTIL[widest])}
        >
          {rest.map((column) => (
            <div
              key={column.key}
              className={cn('flex min-w-0 flex-wrap items-center gap-x-1', FOLDED_UNTIL[column.until])}
            >
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
 * The table's columns for the chosen visibility. Each shown column has a cell of its own from its width
 * up (`sm` unless it says); narrower, what it says folds under the column naming the row, each with its
 * label, so a phone never scrolls a list sideways.
 */
export function foldedColumns<TData extends object>(
  columns: readonly AdminColumn<TData>[],
  chosen: ColumnVisibility,
): TableColumn<TData>[] {
  const namingAt = namingIndex(columns);
  const naming = columns[namingAt];
  if (!naming) return [];
  const shown = columns.filter((column, index) => isColumnShown(column, index === namingAt, chosen));
  const folded = shown.flatMap((column) => {
    const until = foldedUntil(column);
    return column === naming || until === undefined || column.foldOnPhone === false
      ? []
      : [{ ...column, until }];
  });
  return shown.map((column) => {
    if (column === naming) {
      return { ...column, cell: (row) => <FoldedCell row={row} naming={naming} rest={folded} /> };
    }
    const until = foldedUntil(column);
    return until === undefined
      ? column
      : { ...column, className: cn(OWN_CELL_FROM[until], column.className) };
  });
}
