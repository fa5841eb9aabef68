/** The roles that grant every permission, whatever they list (the server's `loadAccess`). */
export const ALL_GRANTING_ROLES = ['admin', 'super-admin'] as const;

/** A permission the user holds and the roles of theirs that grant it. */
export type PermissionSource = { permission: string; roles: string[] };

/**
 * "Why can this user do X": each permission the user holds, with the roles of theirs that grant it,
 * read from the roles' own lists (`admin` and `super-admin` grant all). A permission held with no role
 * granting it (held directly, or a role the reader may not see) lists no role. Sorted by permission.
 */
export function permissionSources(
  user: { roles: readonly string[]; permissions: readonly string[] },
  roles: readonly { name: string; permissions: readonly string[] }[],
): PermissionSource[] {
  const grants = new Map(roles.map((role) => [role.name, new Set(role.permissions)]));
  return [...new Set(user.permissions)].toSorted().map((permission) => ({
    permission,
    roles: user.roles.filter(
      (role) => (ALL_GRANTING_ROLES as readonly string[]).includes(role) || grants.get(role)?.has(permission),
    ),
  }));
}
