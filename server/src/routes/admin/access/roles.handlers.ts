import { msg } from '@lingui/core/runtime-macro';
import { eq, inArray } from 'drizzle-orm';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { permissions, roles } from '../../../db/schema/accounts.ts';
import { ADMIN_ROLE } from '../../../lib/access.repo.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { SUPER_ADMIN_ROLE } from '../users/admin-user-rules.ts';
import { replaceRolePermissions, rolesWithGrants, type RoleWithGrants } from './access-control.repo.ts';

const roleNotFound = msg`This role does not exist or has been deleted`;
/** Roles the platform relies on by name: they keep it, and stay. */
const BUILT_IN_ROLES: readonly string[] = [ADMIN_ROLE, SUPER_ADMIN_ROLE];
const nameTaken = msg`A role with this name already exists`;

function roleView({ role, permissions: granted, usersCount }: RoleWithGrants) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: granted,
    users_count: usersCount,
    created_at: role.createdAt,
    updated_at: role.updatedAt,
  };
}

/** The permissions' ids of the names given; 422 on `permissions` naming the unknown ones. */
async function permissionIds(db: Database, names: readonly string[]) {
  const rows = names.length
    ? await db
        .select()
        .from(permissions)
        .where(inArray(permissions.name, [...names]))
    : [];
  const unknown = names.filter((name) => !rows.some((row) => row.name === name));
  if (unknown.length) {
    throw invalidField('permissions', msg`No such permission: ${{ permissions: unknown.join(', ') }}`);
  }
  return rows.map((row) => row.id);
}

async function nameTakenByOther(db: Database, name: string, roleId = '') {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row !== undefined && row.id !== roleId;
}

/** Staff managing roles: what each grants, who holds it. */
export function roleHandlers({ db }: AppContext): Handlers {
  async function oneRole(id: string) {
    const [found] = await rolesWithGrants(db, { ids: [id] });
    if (!found) throw notFound(roleNotFound);
    return found;
  }

  const adminListRoles: Handler<'adminListRoles'> = async (request) => {
    const rows = await rolesWithGrants(db, { search: request.query.search?.trim() || undefined });
    return ok(rows.map(roleView), request.t(msg`Roles`));
  };

  const adminGetRole: Handler<'adminGetRole'> = async (request) =>
    ok(roleView(await oneRole(request.params.role)), request.t(msg`Role`));

  const adminCreateRole: Handler<'adminCreateRole'> = async (request, reply) => {
    const { name, description = null, permissions: names = [] } = request.body;
    if (await nameTakenByOther(db, name)) throw invalidField('name', nameTaken);
    const ids = await permissionIds(db, names);
    const roleId = await db.transaction(async (tx) => {
      const [role] = await tx.insert(roles).values({ name, description }).onConflictDoNothing().returning();
      if (!role) return undefined;
      await replaceRolePermissions(tx, role.id, ids);
      await recordAdminChange(tx, request, {
        action: 'admin.role.created',
        subject: { type: 'role', id: role.id, label: role.name },
        after: { name, description, permissions: [...names].sort() },
      });
      return role.id;
    });
    if (!roleId) throw invalidField('name', nameTaken);
    reply.code(201);
    return ok(roleView(await oneRole(roleId)), request.t(msg`The role has been created`));
  };

  const adminUpdateRole: Handler<'adminUpdateRole'> = async (request) => {
    const current = await oneRole(request.params.role);
    const { name, description, permissions: names } = request.body;
    if (name !== undefined && name !== current.role.name) {
      if (BUILT_IN_ROLES.includes(current.role.name)) {
        throw invalidField('name', msg`The ${{ role: current.role.name }} role cannot be renamed`);
      }
      if (await nameTakenByOther(db, name, current.role.id)) throw invalidField('name', nameTaken);
    }
    const ids = names && (await permissionIds(db, names));
    await db.transaction(async (tx) => {
      const changes = {
        ...(name !== undefined && { name }),
        ...(description !== undefined && { description }),
      };
      if (Object.keys(changes).length) {
        await tx
          .update(roles)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(roles.id, current.role.id));
      }
      if (ids) await replaceRolePermissions(tx, current.role.id, ids);
      await recordAdminChange(tx, request, {
        action: 'admin.role.updated',
        subject: { type: 'role', id: current.role.id, label: name ?? current.role.name },
        before: {
          name: current.role.name,
          description: current.role.description,
          permissions: current.permissions,
        },
        after: {
          name: name ?? current.role.name,
          description: description === undefined ? current.role.description : description,
          permissions: names ? [...names].sort() : current.permissions,
        },
      });
    });
    return ok(roleView(await oneRole(current.role.id)), request.t(msg`The role has been saved`));
  };

  const adminDeleteRole: Handler<'adminDeleteRole'> = async (request) => {
    const current = await oneRole(request.params.role);
    if (BUILT_IN_ROLES.includes(current.role.name)) {
      throw invalidField('role', msg`The ${{ role: current.role.name }} role cannot be deleted`);
    }
    await db.transaction(async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.role.deleted',
        subject: { type: 'role', id: current.role.id, label: current.role.name },
        reason: request.query.reason?.trim() || undefined,
        before: {
          name: current.role.name,
          permissions: current.permissions,
          users_count: current.usersCount,
        },
      });
      // Its grants and its holders' memberships go with it (their foreign keys cascade).
      await tx.delete(roles).where(eq(roles.id, current.role.id));
    });
    return ok(null, request.t(msg`The role has been deleted`));
  };

  return { adminListRoles, adminGetRole, adminCreateRole, adminUpdateRole, adminDeleteRole };
}
