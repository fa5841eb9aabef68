import { msg } from '@lingui/core/runtime-macro';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { UserRow } from '../../../api/request-context.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { roles, userRoles, users } from '../../../db/schema/accounts.ts';
import { ADMIN_ROLE } from '../../../lib/access.repo.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { forbidden, invalidField } from '../../../lib/http-error.ts';
import { findUserById } from '../../auth/accounts.repo.ts';
import { userView } from '../../user/user-view.ts';
import { refuseLastAdmin, refuseOwnAccount, SUPER_ADMIN_ROLE } from '../users/admin-user-rules.ts';

const unknownUser = msg`No such user`;
const unknownRole = msg`No such role`;

/** The user of `user_id`; 422 on it when there is none (the contract's "unknown user_id"). */
async function namedUser(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw invalidField('user_id', unknownUser);
  return user;
}

async function namedRole(db: Database, name: string) {
  const [role] = await db.select().from(roles).where(eq(roles.name, name));
  if (!role) throw invalidField('role', unknownRole);
  return role;
}

/** Whether the caller holds the super-admin role. */
const isSuperAdmin = (request: FastifyRequest) =>
  request.callerAccess?.roles.includes(SUPER_ADMIN_ROLE) ?? false;

async function otherSuperAdmins(db: Database, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, SUPER_ADMIN_ROLE), ne(userRoles.userId, userId)));
  return row?.value ?? 0;
}

/** Staff giving and taking roles one at a time (the `admin` role holders only). */
export function roleAssignmentHandlers(context: AppContext): Handlers {
  const { db } = context;

  /** Gives `user` the roles, sets `is_admin` with the admin role, and records it; answers the user as they are now. */
  async function give(
    request: FastifyRequest,
    user: UserRow,
    names: string[],
    action: 'admin.role.assigned' | 'admin.super_admin_created',
  ) {
    await db.transaction(async (tx) => {
      for (const name of names) {
        const role = await namedRole(tx, name);
        await tx.insert(userRoles).values({ userId: user.id, roleId: role.id }).onConflictDoNothing();
      }
      if (names.includes(ADMIN_ROLE))
        await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
      await recordAdminChange(tx, request, {
        action,
        subject: { type: 'user', id: user.id, label: user.email },
        details: { role: names.join(', ') },
      });
    });
    return userView(context, (await findUserById(db, user.id)) ?? user);
  }

  const adminAssignRole: Handler<'adminAssignRole'> = async (request) => {
    const { user_id: userId, role } = request.body;
    if (role === SUPER_ADMIN_ROLE) {
      throw invalidField('role', msg`The super-admin role is given on its own, by a super admin`);
    }
    const user = await namedUser(db, userId);
    await namedRole(db, role);
    return ok(
      await give(request, user, [role], 'admin.role.assigned'),
      request.t(msg`The role has been given`),
    );
  };

  const adminCreateSuperAdmin: Handler<'adminCreateSuperAdmin'> = async (request) => {
    if (!isSuperAdmin(request)) throw forbidden(msg`Only a super admin can make another one`);
    const user = await namedUser(db, request.body.user_id);
    if (user.status !== 'active' || !user.emailVerifiedAt) {
      throw invalidField(
        'user_id',
        msg`Only an active account with a verified email address can become a super admin`,
      );
    }
    const view = await give(request, user, [ADMIN_ROLE, SUPER_ADMIN_ROLE], 'admin.super_admin_created');
    return ok(view, request.t(msg`The account is now a super admin`));
  };

  const adminRemoveRole: Handler<'adminRemoveRole'> = async (request) => {
    const { user_id: userId, role: name } = request.body;
    const user = await namedUser(db, userId);
    const role = await namedRole(db, name);
    const callerId = request.caller?.user.id ?? '';
    if (name === ADMIN_ROLE) {
      refuseOwnAccount(callerId, user.id, 'role');
      await refuseLastAdmin(db, user, 'role');
    }
    if (name === SUPER_ADMIN_ROLE) {
      if (!isSuperAdmin(request)) throw forbidden(msg`Only a super admin can take the super-admin role away`);
      if ((await otherSuperAdmins(db, user.id)) === 0) {
        throw invalidField(
          'role',
          msg`This is the last super admin: make another account a super admin first`,
        );
      }
    }
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id)))
        .returning();
      if (name === ADMIN_ROLE) await tx.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
      // Removing a role the user does not hold changes nothing, and so records nothing.
      if (removed.length) {
        await recordAdminChange(tx, request, {
          action: 'admin.role.removed',
          subject: { type: 'user', id: user.id, label: user.email },
          details: { role: name },
        });
      }
    });
    const after = (await findUserById(db, user.id)) ?? user;
    return ok(await userView(context, after), request.t(msg`The role has been taken away`));
  };

  return { adminAssignRole, adminRemoveRole, adminCreateSuperAdmin };
}
