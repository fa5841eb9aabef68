import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { permissions, rolePermissions, roles, userRoles } from '../db/schema/accounts.ts';

export const ADMIN_ROLE = 'admin';

/** A permission's group when none is given: its name without the last part (`admin.users.export` → `admin.users`). */
export const defaultPermissionGroup = (name: string) => name.replace(/\.[^.]*$/, '');

export interface Access {
  roles: string[];
  /** Every permission string the user holds through their roles. */
  permissions: string[];
}

/**
 * The user's roles and permissions. Spec section 6: a user flagged is_admin with no roles counts as
 * holding the admin role; the admin role grants every permission.
 */
export async function loadAccess(db: Database, user: { id: string; isAdmin: boolean }): Promise<Access> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const roleNames = roleRows.map((role) => role.name);
  if (user.isAdmin && roleNames.length === 0) roleNames.push(ADMIN_ROLE);

  const permissionRows = roleNames.includes(ADMIN_ROLE)
    ? await db.select({ name: permissions.name }).from(permissions)
    : roleRows.length
      ? await db
          .selectDistinct({ name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(
            inArray(
              rolePermissions.roleId,
              roleRows.map((role) => role.id),
            ),
          )
      : [];
  return { roles: roleNames.sort(), permissions: permissionRows.map((row) => row.name).sort() };
}
