import { msg } from '@lingui/core/runtime-macro';
import { eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { users } from '../../../db/schema/accounts.ts';
import { domains } from '../../../db/schema/business.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { findUserById } from '../../auth/accounts.repo.ts';
import { deleteDomainAndData } from '../../domains/domain-deletion.ts';
import { userNotFound } from './admin-user-reads.handlers.ts';
import { refuseLastAdmin, refuseOwnAccount } from './admin-user-rules.ts';
import { adminUserView } from './admin-user-view.ts';
import { roleNamesOf, updateUser } from './admin-user-writes.repo.ts';

/** Staff suspending, reactivating and deleting accounts. */
export function adminUserStatusHandlers(context: AppContext): Handlers {
  const { db } = context;

  /** The user of the request's `id`, with the caller: 404 when there is no such user. */
  async function target(request: { params: { id: string }; caller: { user: { id: string } } | null }) {
    const user = await findUserById(db, request.params.id);
    if (!user || !request.caller) throw notFound(userNotFound);
    return { user, callerId: request.caller.user.id };
  }

  const adminSuspendUser: Handler<'adminSuspendUser'> = async (request) => {
    const { user, callerId } = await target(request);
    refuseOwnAccount(callerId, user.id, 'id');
    await refuseLastAdmin(db, user, 'id');
    const reason = request.body.reason.trim();
    const suspended = await db.transaction(async (tx) => {
      // Every session ends with the change: the user's open tab hears 401 at its next call.
      const row = await updateUser(
        tx,
        user.id,
        { status: 'suspended', suspendedAt: user.suspendedAt ?? new Date(), suspensionReason: reason },
        { endSessions: true },
      );
      await recordAdminChange(tx, request, {
        action: 'admin.user.suspended',
        subject: { type: 'user', id: user.id, label: user.email },
        reason,
        before: { status: user.status },
        after: { status: 'suspended' },
      });
      return row;
    });
    if (!suspended) throw notFound(userNotFound);
    return ok(await adminUserView(context, suspended), request.t(msg`The account has been suspended`));
  };

  const adminActivateUser: Handler<'adminActivateUser'> = async (request) => {
    const { user } = await target(request);
    if (user.status === 'active') {
      return ok(await adminUserView(context, user), request.t(msg`The account is already active`));
    }
    const activated = await db.transaction(async (tx) => {
      const row = await updateUser(tx, user.id, {
        status: 'active',
        suspendedAt: null,
        suspensionReason: null,
      });
      await recordAdminChange(tx, request, {
        action: 'admin.user.activated',
        subject: { type: 'user', id: user.id, label: user.email },
        reason: request.query.reason?.trim() || undefined,
        before: { status: user.status },
        after: { status: 'active' },
      });
      return row;
    });
    if (!activated) throw notFound(userNotFound);
    return ok(await adminUserView(context, activated), request.t(msg`The account has been reactivated`));
  };

  const adminDeleteUser: Handler<'adminDeleteUser'> = async (request) => {
    const { user, callerId } = await target(request);
    refuseOwnAccount(callerId, user.id, 'id');
    await refuseLastAdmin(db, user, 'id');
    const roleNames = await roleNamesOf(db, user.id);
    const owned = await db
      .select({ id: domains.id, name: domains.name })
      .from(domains)
      .where(eq(domains.userId, user.id));
    // Each domain as its owner would delete it: subscriptions ended at the provider, events purged by a
    // job. A provider out of reach stops here with 503, the account still there to delete again.
    for (const domain of owned) await deleteDomainAndData(context, { userId: user.id, domainId: domain.id });
    await db.transaction(async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.user.deleted',
        subject: { type: 'user', id: user.id, label: user.email },
        reason: request.query.reason?.trim() || undefined,
        before: {
          name: user.name,
          email: user.email,
          roles: roleNames,
          domains: owned.map((domain) => domain.name),
        },
      });
      // Invoices, payments, tickets and the messages the user wrote stay, their account set null.
      await tx.delete(users).where(eq(users.id, user.id));
    });
    return ok(null, request.t(msg`The account has been deleted`));
  };

  return { adminSuspendUser, adminActivateUser, adminDeleteUser };
}
