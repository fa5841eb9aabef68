import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Spec section 9: skeleton placeholders default to 3 lines of text and tables of 5 rows × 4 columns. */
export const SKELETON_LINES = 3;
export const SKELETON_ROWS = 5;
export const SKELETON_COLUMNS = 4;

/** A pulsing placeholder block; hidden from screen readers, which hear the wrapper's status instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

function LoadingLabel() {
  return (
    <span className="sr-only">
      <Trans>Loading…</Trans>
    </span>
  );
}

type SkeletonTextProps = ComponentProps<'div'> & { lines?: number };

/** Lines of placeholder text; the last one is shorter, like the end of a paragraph. */
export function SkeletonText({ className, lines = SKELETON_LINES, ...props }: SkeletonTextProps) {
  return (
    <div data-slot="skeleton-text" role="status" className={cn('grid gap-2', className)} {...props}>
      <LoadingLabel />
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} className={cn('h-4', line === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')} />
      ))}
    </div>
  );
}

type SkeletonTableProps = ComponentProps<'div'> & { rows?: number; columns?: number };

/** A placeholder grid standing in for a table while its rows load. */
export function SkeletonTable({
  className,
  rows = SKELETON_ROWS,
  columns = SKELETON_COLUMNS,
  ...props
}: SkeletonTableProps) {
  return (
    <div data-slot="skeleton-table" role="status" className={cn('grid gap-3', className)} {...props}>
      <LoadingLabel />
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          data-slot="skeleton-table-row"
          className="grid gap-4"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} className="h-5" />
          ))}
        </div>
      ))}
    </div>
  );
}
