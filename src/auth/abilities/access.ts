import type { components } from '@/api/schema.gen';

/** The part of the signed-in user that access decisions read; the session's user satisfies it as it is. */
export type AccessUser = Pick<components['schemas']['User'], 'roles' | 'is_admin' | 'permissions'>;

/** The role section 6 names; the only one the ability model treats specially. */
export const ADMIN_ROLE = 'admin';

/** The user's role names, with the admin role given to an `is_admin` user who holds no roles (spec section 6). */
export function effectiveRoles(user: Pick<AccessUser, 'roles' | 'is_admin'>): readonly string[] {
  return user.is_admin && user.roles.length === 0 ? [ADMIN_ROLE] : user.roles;
}

/** Who is asking: the signed-in user (null when signed out) and the permission strings GET /auth/abilities gave. */
export interface Access {
  user: AccessUser | null;
  abilities: readonly string[];
}

/** The user's own permissions merged with the fetched abilities (spec section 6); none when signed out. */
export function heldPermissions({ user, abilities }: Access): ReadonlySet<string> {
  return new Set(user ? [...user.permissions, ...abilities] : []);
}

/**
 * True when the exact permission string is held. This is the raw check admin routes and the admin
 * navigation use, as the route guard does: the admin role does not stand in for a missing string (the
 * server gives administrators every permission anyway).
 */
export function hasPermission(access: Access, permission: string): boolean {
  return heldPermissions(access).has(permission);
}

/** True when any of the listed permissions is held; an empty list is never satisfied. */
export function hasPermissions(access: Access, permissions: readonly string[]): boolean {
  const held = heldPermissions(access);
  return permissions.some((permission) => held.has(permission));
}

/** True when the signed-in user holds the role, counting the admin role an `is_admin` user without roles gets. */
export function hasRole(access: Access, role: string): boolean {
  return access.user !== null && effectiveRoles(access.user).includes(role);
}

/** True when any of the listed roles is held; an empty list is never satisfied. */
export function hasRoles(access: Access, roles: readonly string[]): boolean {
  return roles.some((role) => hasRole(access, role));
}
