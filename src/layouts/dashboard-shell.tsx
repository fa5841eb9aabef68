import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AbilityProvider } from '@/auth/abilities/ability-context';
import type { RouteBreadcrumb } from '@/router/route-meta';
import { useAbilities, useCurrentUser } from '@/auth/session/use-session';
import { Sidebar } from '@/components/sidebar/sidebar';
import type { SidebarNavGroup } from '@/components/sidebar/sidebar-nav-items';
import { SidebarSheet } from '@/components/sidebar/sidebar-sheet';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { breadcrumbTrail } from './breadcrumb-trail';
import { Brand } from '@/components/brand';
import { CommandPaletteTrigger } from './command-palette/command-palette-trigger';
import { HeaderTools } from './header-tools';
import { NotificationBell } from './notification-bell';
import { renderBreadcrumbLink, renderSidebarLink } from './router-links';
import { useShellAccount } from './shell-account';
import { useDocumentTitle } from './use-document-title';
import { UserMenu } from './user-menu';
import { useRouteMeta } from '@/router/use-route-meta';

type DashboardShellProps = {
  area: 'user' | 'admin';
  nav: readonly SidebarNavGroup[];
  /** The dashboard's start page, the first breadcrumb of every page under it. */
  home: Required<RouteBreadcrumb>;
  /** Shown above every page of the dashboard (the owners' maintenance notice). */
  notice?: ReactNode;
};

/**
 * The frame of the user and admin dashboards: the sidebar (a sheet on small screens), and a header with
 * the breadcrumbs, the language and theme switches, the notification bell and the user menu. The screens
 * in it see the signed-in user's abilities (spec section 6), provided here rather than at the root so the
 * sign-in screens do not load CASL. No tooltip provider: Radix Tooltip would come with every signed-in
 * page; a screen with tooltips places its own (the collapsed sidebar loads its tooltips when collapsed).
 */
export function DashboardShell(props: DashboardShellProps) {
  return (
    <AbilityProvider user={useCurrentUser()} abilities={useAbilities()}>
      <DashboardFrame {...props} />
    </AbilityProvider>
  );
}

function DashboardFrame({ area, nav, home, notice }: DashboardShellProps) {
  const { i18n } = useLingui();
  const { user, signOut } = useShellAccount();
  const pathname = useLocation({ select: (location) => location.pathname });
  const meta = useRouteMeta();
  useDocumentTitle();
  const crumbs = breadcrumbTrail(meta, home, pathname).map((crumb) => ({
    label: i18n._(crumb.label),
    to: crumb.to,
  }));
  const navProps = { groups: nav, currentPath: pathname, renderLink: renderSidebarLink };
  return (
    <div data-layout={area} className="flex min-h-dvh bg-background">
      <Sidebar {...navProps} header={<Brand to={home.to} />} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background px-4 sm:px-6">
          <SidebarSheet {...navProps} header={<Brand to={home.to} />} />
          <Breadcrumb items={crumbs} renderLink={renderBreadcrumbLink} className="hidden min-w-0 sm:block" />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {user ? <CommandPaletteTrigger /> : null}
            <HeaderTools />
            {user ? (
              <>
                <NotificationBell />
                <UserMenu user={user} signOut={signOut} area={area} />
              </>
            ) : (
              <Button asChild variant="outline" size="sm">
                <Link to="/auth/login">
                  <Trans>Sign in</Trans>
                </Link>
              </Button>
            )}
          </div>
        </header>
        <div className="flex-1 p-4 sm:p-6 lg:p-8">
          {notice}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
