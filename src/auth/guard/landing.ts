import { USER_DASHBOARD_PATH } from './guard-paths';
import { dashboardPath, type GuardUser } from './guard-user';
import { safeReturnUrl } from './return-url';

/**
 * Where a user goes after signing in (spec section 2): the return URL when there is a safe one, else
 * staff's admin home (the first built admin screen they may open) and the user dashboard for everyone
 * else.
 */
export function landingPath(user: GuardUser, returnUrl: string | null | undefined): string {
  return safeReturnUrl(returnUrl) ?? dashboardPath(user);
}

/** Where a user goes after a social sign-in (spec section 2): the safe return URL, else /dashboard. */
export function socialLandingPath(returnUrl: string | null | undefined): string {
  return safeReturnUrl(returnUrl) ?? USER_DASHBOARD_PATH;
}
