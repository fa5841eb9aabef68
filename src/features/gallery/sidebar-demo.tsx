import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, ChartColumn, CreditCard, Globe, LayoutDashboard, LifeBuoy, Settings } from 'lucide-react';
import { useState } from 'react';
import { Sidebar } from '@/components/sidebar/sidebar';
import type { SidebarLinkRenderer, SidebarNavGroup } from '@/components/sidebar/sidebar-nav-items';
import { SidebarSheet } from '@/components/sidebar/sidebar-sheet';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';

const groups: readonly SidebarNavGroup[] = [
  { items: [{ label: msg`Dashboard`, to: '/dashboard', icon: LayoutDashboard }] },
  {
    label: msg`Tracking`,
    items: [
      { label: msg`Domains`, to: '/domains', icon: Globe, badge: 3 },
      { label: msg`Events`, to: '/events', icon: Activity },
      { label: msg`Analytics`, to: '/analytics', icon: ChartColumn },
    ],
  },
  {
    label: msg`Account`,
    items: [
      { label: msg`Billing`, to: '/billing', icon: CreditCard },
      { label: msg`Support`, to: '/support', icon: LifeBuoy },
      { label: msg`Settings`, to: '/settings', icon: Settings },
    ],
  },
];

const brand = <span className="px-2 font-semibold text-primary">Tracklane</span>;

/**
 * The sidebar in a box of its own, and the sheet that replaces it on small screens. Its links only
 * move the current-page marker, so the gallery stays where it is.
 */
export function SidebarDemo() {
  const { t } = useLingui();
  const [currentPath, setCurrentPath] = useState('/domains');
  const renderLink: SidebarLinkRenderer = ({ to, children }) => (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        setCurrentPath(to);
      }}
    >
      {children}
    </a>
  );
  return (
    <div className="grid w-full gap-3">
      <div className="flex items-center gap-3">
        {/* The sheet's button normally hides from `lg` up; here it shows on every screen. */}
        <SidebarSheet
          groups={groups}
          currentPath={currentPath}
          renderLink={renderLink}
          header={brand}
          className="border lg:inline-flex"
        />
        <p className="text-sm text-muted-foreground">
          <Trans>The menu as phones show it: a sheet that keeps the focus until Escape.</Trans>
        </p>
      </div>
      <div className="hidden h-[36rem] overflow-hidden rounded-lg border lg:flex">
        <Sidebar
          groups={groups}
          currentPath={currentPath}
          renderLink={renderLink}
          header={brand}
          // Named apart from the user layout's own sidebar, on the same page at this width.
          label={t`Sidebar example`}
          className="static h-full"
          footer={(collapsed) => (
            <div className="flex items-center gap-3">
              <Avatar size="sm">
                <AvatarFallback aria-hidden="true">AN</AvatarFallback>
              </Avatar>
              <span className={collapsed ? 'sr-only' : 'text-sm'}>Anna Nowak</span>
            </div>
          )}
        />
        <div className="flex-1 p-6 text-sm text-muted-foreground">
          <Trans>Page content sits here. The button at the top of the sidebar collapses it to icons.</Trans>
        </div>
      </div>
    </div>
  );
}
