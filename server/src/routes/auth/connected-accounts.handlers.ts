import { msg } from '@lingui/core/runtime-macro';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { connectedAccounts, users } from '../../db/schema/accounts.ts';
import { recordActivity } from '../../lib/activity.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { PROVIDER_NAMES } from '../../services/oauth/social-provider.ts';
import { signedIn } from './signed-in.ts';
import { connectedAccountView } from './social-accounts.ts';

/** The connected-account operations. */
export function connectedAccountsHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listConnectedAccounts: Handler<'listConnectedAccounts'> = async (request) => {
    const { user } = signedIn(request);
    const rows = await db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.userId, user.id))
      .orderBy(asc(connectedAccounts.connectedAt));
    return ok(rows.map(connectedAccountView), request.t(msg`Your connected accounts`));
  };

  const disconnectAccount: Handler<'disconnectAccount'> = async (request) => {
    const { user } = signedIn(request);
    const { provider } = request.params;
    const brand = PROVIDER_NAMES[provider];
    // The user row is locked so two disconnects at once cannot together remove the last way in.
    const outcome = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const connections = await tx
        .select({ id: connectedAccounts.id, provider: connectedAccounts.provider })
        .from(connectedAccounts)
        .where(eq(connectedAccounts.userId, user.id));
      const target = connections.find((row) => row.provider === provider);
      if (!target) return 'not-connected';
      if (!owner?.passwordHash && connections.length === 1) return 'last-way-in';
      await tx
        .delete(connectedAccounts)
        .where(and(eq(connectedAccounts.id, target.id), eq(connectedAccounts.userId, user.id)));
      return 'disconnected';
    });
    if (outcome === 'not-connected') {
      throw new HttpError(404, msg`No ${{ provider: brand }} account is connected`);
    }
    if (outcome === 'last-way-in') {
      throw invalidField(
        'provider',
        msg`You sign in only with ${{ provider: brand }}. Set a password first, then disconnect it`,
      );
    }
    await recordActivity(db, request, {
      userId: user.id,
      action: 'auth.account_unlinked',
      properties: { provider },
    });
    return ok(null, request.t(msg`Your ${{ provider: brand }} account is disconnected`));
  };

  return { listConnectedAccounts, disconnectAccount };
}
