import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** "No data available" when not given (spec section 8). */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A call to action, such as a button that creates the first item. */
  action?: ReactNode;
};

/** What a list, table or chart shows when it has nothing to show. */
export function EmptyState({ className, title, description, icon, action, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 p-8 text-center', className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div className="grid gap-1">
        <p data-slot="empty-state-title" className="font-medium">
          {title ?? <Trans>No data available</Trans>}
        </p>
        {description ? (
          <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {action}
    </div>
  );
}
