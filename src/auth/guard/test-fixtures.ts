import type { GuardRoute, GuardState } from './decide-route';
import type { GuardUser } from './guard-user';
import type { RouteMeta } from '@/router/route-meta';

/** A verified user with no roles or permissions, changed by `overrides`. */
export function guardUser(overrides: Partial<GuardUser> = {}): GuardUser {
  return { email_verified: true, is_admin: false, roles: [], permissions: [], ...overrides };
}

export function signedIn(user: GuardUser, abilities: readonly string[] = []): GuardState {
  return { user, abilities };
}

export const SIGNED_OUT: GuardState = { user: null, abilities: [] };

/** A route at `href` (path, search and hash) declaring `meta`. */
export function route(href: string, meta: RouteMeta = {}): GuardRoute {
  return { pathname: new URL(href, 'https://app.invalid').pathname, href, meta };
}

export const PROTECTED: RouteMeta = { requiresAuth: true, layout: 'user' };
export const GUEST_ONLY: RouteMeta = { requiresGuest: true, layout: 'auth-card' };
