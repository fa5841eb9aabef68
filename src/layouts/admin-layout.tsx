import { msg } from '@lingui/core/macro';
import { ADMIN_NAV, permittedNav } from './admin-nav';
import { DashboardShell } from './dashboard-shell';
import { useShellAccount } from './shell-account';

const HOME = { label: msg`Administration`, to: '/admin/dashboard' };

type AdminLayoutProps = {
  /** Whether the user holds a permission; defaults to the account's (the session's fetched abilities). */
  can?: (permission: string) => boolean;
};

/** The admin panel's frame; its sidebar lists only the areas the user holds the permission for. */
export function AdminLayout({ can }: AdminLayoutProps) {
  const account = useShellAccount();
  return <DashboardShell area="admin" nav={permittedNav(ADMIN_NAV, can ?? account.can)} home={HOME} />;
}
