import { ADMIN_DASHBOARD_PATH, ADMIN_SUPPORT_PATH } from './guard-paths';
import type { GuardUser } from './guard-user';

/**
 * The admin screens that work, in the sidebar's order, with the permission each needs. The admin
 * dashboard is still a "Coming soon" page: it joins this list, first, once it is built (the next
 * issue), and every staff member who may open it lands there again.
 */
export const BUILT_ADMIN_SCREENS = [{ path: ADMIN_SUPPORT_PATH, permission: 'admin.support.view' }] as const;

export type AdminHomePath = (typeof BUILT_ADMIN_SCREENS)[number]['path'] | typeof ADMIN_DASHBOARD_PATH;

/**
 * Where staff land in the admin area: the first built admin screen their permissions open (the support
 * queue for the support desk, and for admins while the dashboard is not built), else the admin
 * dashboard, as spec section 4 says.
 */
export function adminHomePath(user: Pick<GuardUser, 'permissions'>): AdminHomePath {
  const held = new Set(user.permissions);
  return BUILT_ADMIN_SCREENS.find(({ permission }) => held.has(permission))?.path ?? ADMIN_DASHBOARD_PATH;
}
