import { msg } from '@lingui/core/runtime-macro';
import { eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { permissions } from '../../../db/schema/accounts.ts';
import { defaultPermissionGroup } from '../../../lib/access.repo.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { knownFilters, pageWindow, sortField } from '../../auth/list-query.ts';
import { rolesNamed } from '../users/admin-user-rules.ts';
import {
  permissionsWithRoles,
  replacePermissionRoles,
  type PermissionWithRoles,
} from './access-control.repo.ts';

const permissionNotFound = msg`This permission does not exist or has been deleted`;
const nameTaken = msg`A permission with this name already exists`;

function permissionView({ permission, roles: holders }: PermissionWithRoles) {
  return {
    id: permission.id,
    name: permission.name,
    group: permission.group ?? defaultPermissionGroup(permission.name),
    description: permission.description,
    roles: holders,
    created_at: permission.createdAt,
    updated_at: permission.updatedAt,
  };
}

type PermissionView = ReturnType<typeof permissionView>;

/** The roles' ids of the names given; 422 on `roles` naming the unknown ones. */
async function roleIds(db: Database, names: readonly string[]) {
  return (await rolesNamed(db, names, 'roles')).map((row) => row.id);
}

async function nameTakenByOther(db: Database, name: string, permissionId = '') {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
  return row !== undefined && row.id !== permissionId;
}

const FILTERS = ['group', 'role'] as const;
const SORTS = { name: 'name', group: 'group', created_at: 'created_at' } as const;

/**
 * Staff managing permissions. They are a few hundred at most, so the list is searched, filtered,
 * sorted and paged in memory, over one read.
 */
export function permissionHandlers({ db }: AppContext): Handlers {
  async function onePermission(id: string) {
    const found = (await permissionsWithRoles(db)).find((row) => row.permission.id === id);
    if (!found) throw notFound(permissionNotFound);
    return found;
  }

  const adminListPermissions: Handler<'adminListPermissions'> = async (request) => {
    const { query } = request;
    const filters = knownFilters(query.filter, FILTERS);
    const sort = SORTS[sortField(query.sort, ['name', 'group', 'created_at'])];
    const search = query.search?.trim().toLowerCase();
    const direction = query.order === 'desc' && query.sort ? -1 : 1;
    const matching = (await permissionsWithRoles(db))
      .map(permissionView)
      .filter(
        (view) =>
          (!search ||
            view.name.includes(search) ||
            (view.description ?? '').toLowerCase().includes(search)) &&
          (!filters.group || view.group === filters.group) &&
          (!filters.role || view.roles.includes(filters.role)),
      )
      .sort((a: PermissionView, b: PermissionView) => {
        const key = (view: PermissionView) =>
          sort === 'created_at'
            ? view.created_at.toISOString()
            : sort === 'group'
              ? `${view.group}\u0000${view.name}`
              : view.name;
        return key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0;
      });
    const { page: current, perPage, offset } = pageWindow(query);
    return page(
      matching.slice(offset, offset + perPage),
      { page: current, perPage, total: matching.length },
      request.t(msg`Permissions`),
    );
  };

  const adminGetPermission: Handler<'adminGetPermission'> = async (request) =>
    ok(permissionView(await onePermission(request.params.permission)), request.t(msg`Permission`));

  const adminCreatePermission: Handler<'adminCreatePermission'> = async (request, reply) => {
    const { name, description = null, roles: names = [] } = request.body;
    const group = request.body.group ?? defaultPermissionGroup(name);
    if (await nameTakenByOther(db, name)) throw invalidField('name', nameTaken);
    const ids = await roleIds(db, names);
    const permissionId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(permissions)
        .values({ name, group, description })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await replacePermissionRoles(tx, row.id, ids);
      await recordAdminChange(tx, request, {
        action: 'admin.permission.created',
        subject: { type: 'permission', id: row.id, label: name },
        after: { name, group, description, roles: [...names].sort() },
      });
      return row.id;
    });
    if (!permissionId) throw invalidField('name', nameTaken);
    reply.code(201);
    return ok(
      permissionView(await onePermission(permissionId)),
      request.t(msg`The permission has been created`),
    );
  };

  const adminUpdatePermission: Handler<'adminUpdatePermission'> = async (request) => {
    const current = await onePermission(request.params.permission);
    const { name, group, description, roles: names } = request.body;
    if (name !== undefined && (await nameTakenByOther(db, name, current.permission.id))) {
      throw invalidField('name', nameTaken);
    }
    const ids = names && (await roleIds(db, names));
    const before = permissionView(current);
    await db.transaction(async (tx) => {
      const changes = {
        ...(name !== undefined && { name }),
        ...(group !== undefined && { group }),
        ...(description !== undefined && { description }),
      };
      if (Object.keys(changes).length) {
        await tx
          .update(permissions)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(permissions.id, current.permission.id));
      }
      if (ids) await replacePermissionRoles(tx, current.permission.id, ids);
      await recordAdminChange(tx, request, {
        action: 'admin.permission.updated',
        subject: { type: 'permission', id: current.permission.id, label: name ?? before.name },
        before: {
          name: before.name,
          group: before.group,
          description: before.description,
          roles: before.roles,
        },
        after: {
          name: name ?? before.name,
          group: group === undefined ? before.group : group,
          description: description === undefined ? before.description : description,
          roles: names ? [...names].sort() : before.roles,
        },
      });
    });
    return ok(
      permissionView(await onePermission(current.permission.id)),
      request.t(msg`The permission has been saved`),
    );
  };

  const adminDeletePermission: Handler<'adminDeletePermission'> = async (request) => {
    const current = await onePermission(request.params.permission);
    await db.transaction(async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.permission.deleted',
        subject: { type: 'permission', id: current.permission.id, label: current.permission.name },
        before: { name: current.permission.name, roles: current.roles },
      });
      // Taken from every role holding it: the grants cascade.
      await tx.delete(permissions).where(eq(permissions.id, current.permission.id));
    });
    return ok(null, request.t(msg`The permission has been deleted`));
  };

  return {
    adminListPermissions,
    adminGetPermission,
    adminCreatePermission,
    adminUpdatePermission,
    adminDeletePermission,
  };
}
