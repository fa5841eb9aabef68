import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BreadcrumbItem = {
  label: ReactNode;
  /** Where the crumb leads; the last item is the current page and is never a link. */
  to?: string;
};

type BreadcrumbLinkRenderer = (item: { label: ReactNode; to: string }) => ReactElement;

// A plain anchor keeps the component free of router context; the app passes a router link instead.
const renderAnchor: BreadcrumbLinkRenderer = ({ label, to }) => <a href={to}>{label}</a>;

type BreadcrumbProps = ComponentProps<'nav'> & {
  items: BreadcrumbItem[];
  /**
   * Renders a crumb's link, e.g. `({ label, to }) => <Link to={to}>{label}</Link>` for client-side
   * navigation. The link styles and focus ring are merged onto whatever element it returns.
   */
  renderLink?: BreadcrumbLinkRenderer;
};

/** Where the current page sits in the app's hierarchy. */
export function Breadcrumb({ className, items, renderLink = renderAnchor, ...props }: BreadcrumbProps) {
  const { t } = useLingui();
  return (
    <nav data-slot="breadcrumb" aria-label={t`Breadcrumb`} className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground sm:gap-2.5">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index} data-slot="breadcrumb-item" className="inline-flex items-center gap-1.5">
              {index > 0 ? <ChevronRight className="size-3.5" /> : null}
              {isCurrent || item.to === undefined ? (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(isCurrent && 'font-normal text-foreground')}
                >
                  {item.label}
                </span>
              ) : (
                <Slot.Root
                  data-slot="breadcrumb-link"
                  className="rounded-sm transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {renderLink({ label: item.label, to: item.to })}
                </Slot.Root>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
