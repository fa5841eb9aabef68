import { msg } from '@lingui/core/runtime-macro';
import { eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { sessions, users } from '../../../db/schema/accounts.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { findUserById } from '../../auth/accounts.repo.ts';
import { entryView } from '../activity/admin-entry-view.ts';
import { userNotFound } from './admin-user-reads.handlers.ts';
import { refuseOwnAccount } from './admin-user-rules.ts';
import { adminUserView } from './admin-user-view.ts';
import { userOverviewFacts } from './admin-user-overview.repo.ts';

/** A user's page for staff (the support console), and the two remedies it offers beside suspension. */
export function adminUserConsoleHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const adminGetUserOverview: Handler<'adminGetUserOverview'> = async (request) => {
    const user = await findUserById(db, request.params.id);
    if (!user) throw notFound(userNotFound);
    const [view, facts] = await Promise.all([
      adminUserView(context, user),
      userOverviewFacts(db, user.id, new Date()),
    ]);
    const overview = {
      user: view,
      domains: facts.domains.map((domain) => ({
        id: domain.id,
        name: domain.name,
        status: domain.status,
        plan_name: domain.planName,
        tracking: domain.tracking.map(({ hostname, status }) => ({ hostname, status })),
      })),
      subscriptions: facts.subscriptions.map((row) => ({
        id: row.id,
        domain_name: row.domainName,
        plan_name: row.planName,
        status: row.status,
        current_period_end: row.currentPeriodEnd,
      })),
      tickets: facts.tickets.map(({ updatedAt, ...ticket }) => ({ ...ticket, updated_at: updatedAt })),
      tickets_total: facts.ticketsTotal,
      sessions: facts.sessions.map((session) => ({
        id: session.id,
        user_agent: session.userAgent,
        ip_address: session.ipAddress,
        last_active: session.lastActive,
      })),
      recent_activity: facts.activity.map((row) => entryView(config.appUrl, request.locale, row)),
      deletion_impact: {
        domains: facts.impact.domains,
        events: facts.impact.events,
        subscriptions_to_cancel: facts.impact.subscriptionsToCancel,
        tickets_kept: facts.impact.ticketsKept,
        messages_kept: facts.impact.messagesKept,
        invoices_kept: facts.impact.invoicesKept,
        payments_kept: facts.impact.paymentsKept,
      },
    };
    return ok(overview, request.t(msg`User`));
  };

  const adminSignOutUser: Handler<'adminSignOutUser'> = async (request) => {
    const user = await findUserById(db, request.params.id);
    if (!user || !request.caller) throw notFound(userNotFound);
    refuseOwnAccount(request.caller.user.id, user.id, 'id');
    await db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, user.id))
        .returning({ id: sessions.id });
      await recordAdminChange(tx, request, {
        action: 'admin.user.signed_out',
        subject: { type: 'user', id: user.id, label: user.email },
        reason: request.query.reason?.trim() || undefined,
        before: { sessions: ended.length },
        after: { sessions: 0 },
      });
    });
    return ok(null, request.t(msg`The user has been signed out everywhere`));
  };

  const adminResetUserTwoFactor: Handler<'adminResetUserTwoFactor'> = async (request) => {
    const user = await findUserById(db, request.params.id);
    if (!user) throw notFound(userNotFound);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          twoFactorSecret: null,
          twoFactorConfirmedAt: null,
          twoFactorLastStep: null,
          twoFactorRecoveryCodes: [],
        })
        .where(eq(users.id, user.id))
        .returning();
      await recordAdminChange(tx, request, {
        action: 'admin.user.two_factor_reset',
        subject: { type: 'user', id: user.id, label: user.email },
        reason: request.query.reason?.trim() || undefined,
        before: { two_factor_enabled: user.twoFactorConfirmedAt !== null },
        after: { two_factor_enabled: false },
      });
      return row;
    });
    if (!updated) throw notFound(userNotFound);
    return ok(await adminUserView(context, updated), request.t(msg`Two-factor sign-in is off for this user`));
  };

  return { adminGetUserOverview, adminSignOutUser, adminResetUserTwoFactor };
}
