import { msg } from '@lingui/core/macro';
import { ADMIN_NAV, permittedNav } from './admin-nav';
import { DashboardShell } from './dashboard-shell';
import { useShellAccount } from './shell-account';

const HOME = { label: msg`Administration`, to: '/admin/dashboard' };

/** The admin panel's frame; its sidebar lists only the areas the user holds the permission for. */
export function AdminLayout() {
  const { can } = useShellAccount();
  return <DashboardShell area="admin" nav={permittedNav(ADMIN_NAV, can)} home={HOME} />;
}
