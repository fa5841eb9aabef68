/** The screens the guard sends people to (spec sections 2 and 4). */
export const LOGIN_PATH = '/auth/login';
export const EMAIL_VERIFICATION_PATH = '/auth/email-verification';
export const USER_DASHBOARD_PATH = '/dashboard';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_SUPPORT_PATH = '/admin/support';
export const ADMIN_USERS_PATH = '/admin/users';
export const ADMIN_DOMAINS_PATH = '/admin/domains';
export const ADMIN_ROLES_PATH = '/admin/roles';
export const ADMIN_PERMISSIONS_PATH = '/admin/permissions';
export const ADMIN_PLANS_PATH = '/admin/plans';
export const ADMIN_FEATURES_PATH = '/admin/features';
export const ADMIN_PAYMENTS_PATH = '/admin/payments';
export const ADMIN_ACTIVITY_LOGS_PATH = '/admin/activity-logs';

export type GuardPath =
  | typeof LOGIN_PATH
  | typeof EMAIL_VERIFICATION_PATH
  | typeof USER_DASHBOARD_PATH
  | typeof ADMIN_DASHBOARD_PATH
  | typeof ADMIN_SUPPORT_PATH
  | typeof ADMIN_USERS_PATH
  | typeof ADMIN_DOMAINS_PATH
  | typeof ADMIN_ROLES_PATH
  | typeof ADMIN_PERMISSIONS_PATH
  | typeof ADMIN_PLANS_PATH
  | typeof ADMIN_FEATURES_PATH
  | typeof ADMIN_PAYMENTS_PATH
  | typeof ADMIN_ACTIVITY_LOGS_PATH;
