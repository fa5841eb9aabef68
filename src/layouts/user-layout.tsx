import { msg } from '@lingui/core/macro';
import { DashboardShell } from './dashboard-shell';
import { MaintenanceNotice } from './maintenance-notice';
import { USER_NAV } from './user-nav';

const HOME = { label: msg`Dashboard`, to: '/dashboard' };

/** The signed-in user's dashboard frame, with the maintenance notice while staff have it on. */
export function UserLayout() {
  return <DashboardShell area="user" nav={USER_NAV} home={HOME} notice={<MaintenanceNotice />} />;
}
