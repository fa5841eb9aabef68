import {
  ADMIN_ACTIVITY_LOGS_PATH,
  ADMIN_DASHBOARD_PATH,
  ADMIN_DOMAINS_PATH,
  ADMIN_FEATURES_PATH,
  ADMIN_PAYMENTS_PATH,
  ADMIN_PERMISSIONS_PATH,
  ADMIN_PLANS_PATH,
  ADMIN_ROLES_PATH,
  ADMIN_SUPPORT_PATH,
  ADMIN_USERS_PATH,
} from './guard-paths';
import type { GuardUser } from './guard-user';

/**
 * The admin screens that work, in the sidebar's order, with the permission each needs: the admin
 * dashboard first, so every staff member who may open it lands there (spec section 4), the support desk
 * included; an auditor whose role grants only the activity log lands on it.
 */
export const BUILT_ADMIN_SCREENS = [
  { path: ADMIN_DASHBOARD_PATH, permission: 'admin.dashboard.view' },
  { path: ADMIN_USERS_PATH, permission: 'admin.users.view' },
  { path: ADMIN_ROLES_PATH, permission: 'admin.roles.view' },
  { path: ADMIN_PERMISSIONS_PATH, permission: 'admin.permissions.view' },
  { path: ADMIN_PLANS_PATH, permission: 'admin.plans.view' },
  { path: ADMIN_FEATURES_PATH, permission: 'admin.features.view' },
  { path: ADMIN_PAYMENTS_PATH, permission: 'admin.payments.view' },
  { path: ADMIN_DOMAINS_PATH, permission: 'admin.domains.view' },
  { path: ADMIN_SUPPORT_PATH, permission: 'admin.support.view' },
  { path: ADMIN_ACTIVITY_LOGS_PATH, permission: 'admin.logs.view' },
] as const;

export type AdminHomePath = (typeof BUILT_ADMIN_SCREENS)[number]['path'];

/**
 * Where staff land in the admin area: the first built admin screen their permissions open (the admin
 * dashboard for everyone holding `admin.dashboard.view`, as spec section 4 says), else the admin
 * dashboard all the same, the spec's landing.
 */
export function adminHomePath(user: Pick<GuardUser, 'permissions'>): AdminHomePath {
  const held = new Set(user.permissions);
  return BUILT_ADMIN_SCREENS.find(({ permission }) => held.has(permission))?.path ?? ADMIN_DASHBOARD_PATH;
}
