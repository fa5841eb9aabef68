import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { permissions, rolePermissions, roles, userRoles } from '../../../db/schema/accounts.ts';
import { escapeLike } from '../../auth/list-query.ts';

/** Every grant: which role holds which permission, by name. */
async function grants(db: Database) {
  return db
    .select({
      roleId: roles.id,
      role: roles.name,
      permissionId: permissions.id,
      permission: permissions.name,
    })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId));
}

/** Roles (optionally those whose name or description has `search`), each with its permissions and users. */
export async function rolesWithGrants(
  db: Database,
  { search, ids }: { search?: string; ids?: string[] } = {},
) {
  const pattern = search && `%${escapeLike(search)}%`;
  const [rows, granted, holders] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(
        or(
          pattern ? ilike(roles.name, pattern) : undefined,
          pattern ? ilike(roles.description, pattern) : undefined,
          ids ? inArray(roles.id, ids) : undefined,
        ),
      )
      .orderBy(asc(roles.name)),
    grants(db),
    db.select({ roleId: userRoles.roleId, value: count() }).from(userRoles).groupBy(userRoles.roleId),
  ]);
  return rows.map((role) => ({
    role,
    permissions: granted
      .filter((grant) => grant.roleId === role.id)
      .map((grant) => grant.permission)
      .sort(),
    usersCount: holders.find((holder) => holder.roleId === role.id)?.value ?? 0,
  }));
}

export type RoleWithGrants = Awaited<ReturnType<typeof rolesWithGrants>>[number];

/** Permissions, each with the roles holding it. */
export async function permissionsWithRoles(db: Database) {
  const [rows, granted] = await Promise.all([
    db.select().from(permissions).orderBy(asc(permissions.name)),
    grants(db),
  ]);
  return rows.map((permission) => ({
    permission,
    roles: granted
      .filter((grant) => grant.permissionId === permission.id)
      .map((grant) => grant.role)
      .sort(),
  }));
}

export type PermissionWithRoles = Awaited<ReturnType<typeof permissionsWithRoles>>[number];

/** Makes the role's permissions exactly `permissionIds`. */
export async function replaceRolePermissions(tx: Database, roleId: string, permissionIds: string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) {
    await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  }
}

/** Makes the roles holding the permission exactly `roleIds`. */
export async function replacePermissionRoles(tx: Database, permissionId: string, roleIds: string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.permissionId, permissionId));
  if (roleIds.length) {
    await tx.insert(rolePermissions).values(roleIds.map((roleId) => ({ roleId, permissionId })));
  }
}
