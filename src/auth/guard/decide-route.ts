import { EMAIL_VERIFICATION_PATH, type GuardPath, LOGIN_PATH, USER_DASHBOARD_PATH } from './guard-paths';
import { dashboardPath, effectiveRoles, type GuardUser, isStaff } from './guard-user';
import type { RouteMeta } from '@/router/route-meta';

/** The session as the guard sees it once initialised: the signed-in user (or null) and fetched abilities. */
export interface GuardState {
  user: GuardUser | null;
  /** Permission strings from the abilities call; merged with the user's own for permission checks. */
  abilities: readonly string[];
}

/** Where navigation is heading: the path, the full relative href (path, search, hash) and the route's meta. */
export interface GuardRoute {
  pathname: string;
  href: string;
  meta: RouteMeta;
}

export type GuardDecision =
  | { kind: 'proceed' }
  | { kind: 'redirect'; to: GuardPath; search?: { redirect: string } }
  | { kind: 'not-found' };

const PROCEED: GuardDecision = { kind: 'proceed' };

/**
 * The route guard's decision table (spec section 4), checked in this order:
 *
 * Signed in:
 * 1. On the email-verification page: a verified user goes to the (user) dashboard; an unverified one stays.
 * 2. On a guest-only route: staff go to their admin home (the first built admin screen they may open),
 *    others to the user dashboard.
 * 3. Email not verified, on a protected route or on `/` itself: to the email-verification page. The spec's
 *    list "/dashboard, /admin/dashboard, /user or /" read literally matches every path, which would trap
 *    the user away from the verification link (/auth/email/verify/…) and public pages. We read it as every
 *    route that needs a sign-in (which covers both dashboards and all user and admin screens) plus the
 *    root; guest-only routes, the open auth routes and /p/{slug} are never redirected.
 * 4. Admin role, permission, any of a permissions list or any of a roles list missing: the not-found page.
 *    Admins are not exempt: the support account holds the admin role with only two admin permissions.
 *
 * Signed out:
 * 5. On a protected route: to login, with the return URL as the `redirect` search param (the caller saves
 *    it; see runGuard). A route with any access requirement counts as protected even without
 *    `requiresAuth`, so a signed-out visitor of an admin page is asked to sign in, not told it is missing.
 *
 * Anything else proceeds.
 */
export function decideRoute(state: GuardState, route: GuardRoute): GuardDecision {
  const { user } = state;
  const { meta } = route;
  const pathname = withoutTrailingSlash(route.pathname);

  if (!user) {
    return isProtected(meta)
      ? { kind: 'redirect', to: LOGIN_PATH, search: { redirect: route.href } }
      : PROCEED;
  }
  if (pathname === EMAIL_VERIFICATION_PATH) {
    return user.email_verified ? { kind: 'redirect', to: USER_DASHBOARD_PATH } : PROCEED;
  }
  if (meta.requiresGuest) return { kind: 'redirect', to: dashboardPath(user) };
  if (!user.email_verified && (pathname === '/' || isProtected(meta))) {
    return { kind: 'redirect', to: EMAIL_VERIFICATION_PATH };
  }
  return meetsAccessRules(user, state.abilities, meta) ? PROCEED : { kind: 'not-found' };
}

/** True when the route needs a signed-in user. An empty list asks for nothing. */
function isProtected(meta: RouteMeta): boolean {
  return Boolean(
    meta.requiresAuth ||
    meta.requiresAdmin ||
    meta.permission ||
    (meta.permissions?.length ?? 0) > 0 ||
    (meta.roles?.length ?? 0) > 0,
  );
}

function meetsAccessRules(user: GuardUser, abilities: readonly string[], meta: RouteMeta): boolean {
  const held = new Set([...user.permissions, ...abilities]);
  const roles = effectiveRoles(user);
  if (meta.requiresAdmin && !isStaff(user)) return false;
  if (meta.permission && !held.has(meta.permission)) return false;
  if (meta.permissions?.length && !meta.permissions.some((permission) => held.has(permission))) return false;
  if (meta.roles?.length && !meta.roles.some((role) => roles.includes(role))) return false;
  return true;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
