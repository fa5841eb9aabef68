import type { AccessUser } from './access';

// Shared by this folder's tests only.

/** A signed-in user with no roles or permissions, changed by `overrides`. */
export function accessUser(overrides: Partial<AccessUser> = {}): AccessUser {
  return { is_admin: false, roles: [], permissions: [], ...overrides };
}
