import { useLingui } from '@lingui/react/macro';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Spec section 9: the sidebar is 280 px wide, 80 px when collapsed to icons. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

type SidebarProps = Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> & {
  /** The logo or app name at the top, hidden while collapsed to leave room for the toggle. */
  header?: ReactNode;
  /** Receives `collapsed`, so a user card can shrink to its avatar. */
  footer?: (collapsed: boolean) => ReactNode;
  /** The navigation's name; "Main" unless another sidebar shares the page (the gallery's specimen). */
  label?: string;
  className?: string;
};

/**
 * The app's side navigation on wide screens (from `lg` up; below that it is hidden and
 * `<SidebarSheet>` takes over). A button collapses it to icons, and the choice is remembered.
 */
export function Sidebar({ header, footer, label, className, ...navProps }: SidebarProps) {
  const { t } = useLingui();
  const [collapsed, toggle] = useSidebarCollapsed();
  const navId = useId();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      data-slot="sidebar"
      data-collapsed={collapsed || undefined}
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 motion-reduce:transition-none lg:flex',
        className,
      )}
    >
      <div
        className={cn('flex h-14 items-center gap-2 px-3', collapsed ? 'justify-center' : 'justify-between')}
      >
        {collapsed ? null : header}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Toggle sidebar`}
          aria-expanded={!collapsed}
          aria-controls={navId}
          onClick={toggle}
        >
          <ToggleIcon />
        </Button>
      </div>
      <nav id={navId} aria-label={label ?? t`Main`} className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        <SidebarNav {...navProps} collapsed={collapsed} />
      </nav>
      {footer ? <div className="border-t border-sidebar-border p-3">{footer(collapsed)}</div> : null}
    </aside>
  );
}
