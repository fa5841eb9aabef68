import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useRouteMeta } from '@/router/use-route-meta';

type PageHeaderProps = {
  /** Buttons or links beside the title, such as "Add domain". */
  actions?: ReactNode;
  className?: string;
};

/** The page's title and description, as its route meta declares them. */
export function PageHeader({ actions, className }: PageHeaderProps) {
  const { i18n } = useLingui();
  const { title, description } = useRouteMeta();
  return (
    <header
      data-slot="page-header"
      className={cn('flex flex-wrap items-start justify-between gap-4', className)}
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title ? i18n._(title) : null}</h1>
        {description ? <p className="text-sm text-muted-foreground">{i18n._(description)}</p> : null}
      </div>
      {actions}
    </header>
  );
}
