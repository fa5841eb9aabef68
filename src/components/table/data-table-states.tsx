import { Trans } from '@lingui/react/macro';
import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SKELETON_ROWS } from '@/components/ui/skeleton';

type ColumnCount = { columns: number };

/** Placeholder rows with the table's own columns, so the layout does not jump when data arrives. */
export function LoadingRows({ columns }: ColumnCount) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} data-slot="table-loading-row" className="border-b last:border-b-0">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="h-12 px-3">
          <Skeleton className="h-5" />
        </td>
      ))}
    </tr>
  ));
}

/** One row across the whole table with the empty state; "No data available" unless told otherwise. */
export function EmptyRow({ columns, children }: ColumnCount & { children?: ReactNode }) {
  return (
    <tr data-slot="table-empty-row">
      <td colSpan={columns}>{children ?? <EmptyState />}</td>
    </tr>
  );
}

type ErrorRowProps = ColumnCount & { message: ReactNode; onRetry?: () => void };

/** One row across the whole table saying the data failed to load, with a Retry button. */
export function ErrorRow({ columns, message, onRetry }: ErrorRowProps) {
  return (
    <tr data-slot="table-error-row">
      <td colSpan={columns}>
        <div role="alert" className="flex flex-col items-center justify-center gap-3 p-8 text-center">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
            {message}
          </p>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              <Trans>Retry</Trans>
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
