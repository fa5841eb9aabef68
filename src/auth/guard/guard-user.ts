import type { components } from '@/api/schema.gen';
import { adminHomePath, type AdminHomePath } from './admin-home';
import { USER_DASHBOARD_PATH } from './guard-paths';

/** The part of the signed-in user the guard reads; the session's user satisfies it as it is. */
export type GuardUser = Pick<
  components['schemas']['User'],
  'email_verified' | 'is_admin' | 'roles' | 'permissions'
>;

/** The role section 6 names; the only one the shell treats specially. */
export const ADMIN_ROLE = 'admin';

/**
 * The user's role names, with the admin role given to a user flagged `is_admin` who holds no roles
 * (spec section 6).
 */
export function effectiveRoles(user: GuardUser): readonly string[] {
  return user.is_admin && user.roles.length === 0 ? [ADMIN_ROLE] : user.roles;
}

/** True when the user holds the admin role. */
export function isAdmin(user: GuardUser): boolean {
  return effectiveRoles(user).includes(ADMIN_ROLE);
}

/**
 * True for staff, who work in the admin area: admins, users the server flags `is_admin` while their role
 * is narrower (the support desk), and anyone a role made in the panel gives an admin permission (an
 * auditor holding only `admin.logs.view`). The admin role's "manage everything" stays with admins; what
 * staff may open inside the area is each screen's own permission.
 */
export function isStaff(user: GuardUser): boolean {
  return (
    user.is_admin || isAdmin(user) || user.permissions.some((permission) => permission.startsWith('admin.'))
  );
}

/**
 * Where a signed-in user is at home: for staff, the first built admin screen they may open (see
 * adminHomePath); the user dashboard for everyone else.
 */
export function dashboardPath(user: GuardUser): AdminHomePath | typeof USER_DASHBOARD_PATH {
  return isStaff(user) ? adminHomePath(user) : USER_DASHBOARD_PATH;
}
