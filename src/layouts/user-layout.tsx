import { msg } from '@lingui/core/macro';
import { DashboardShell } from './dashboard-shell';
import { USER_NAV } from './user-nav';

const HOME = { label: msg`Dashboard`, to: '/dashboard' };

/** The signed-in user's dashboard frame. */
export function UserLayout() {
  return <DashboardShell area="user" nav={USER_NAV} home={HOME} />;
}
