import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useRouteMeta } from '@/router/use-route-meta';

type PageHeaderProps = {
  /** The title when the page's data names it (a static page); the route meta's otherwise. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links beside the title, such as "Add domain". */
  actions?: ReactNode;
  className?: string;
};

/** The page's title and description: as its route meta declares them, unless given. */
export function PageHeader({
  title: ownTitle,
  description: ownDescription,
  actions,
  className,
}: PageHeaderProps) {
  const { i18n } = useLingui();
  const meta = useRouteMeta();
  const title = ownTitle ?? (meta.title ? i18n._(meta.title) : null);
  const description = ownDescription ?? (meta.description ? i18n._(meta.description) : null);
  return (
    <header
      data-slot="page-header"
      className={cn('flex flex-wrap items-start justify-between gap-4', className)}
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}
