import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { PROVIDER_NAMES } from '../../services/oauth/social-provider.ts';
import { signedIn } from './signed-in.ts';
import { connectedAccountView } from './social-accounts.ts';
import { disconnectAccount, listConnectedAccounts } from './social.repo.ts';

/** The connected-account operations. */
export function connectedAccountsHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listConnectedAccountsHandler: Handler<'listConnectedAccounts'> = async (request) => {
    const { user } = signedIn(request);
    const rows = await listConnectedAccounts(db, user.id);
    return ok(rows.map(connectedAccountView), request.t(msg`Your connected accounts`));
  };

  const disconnectAccountHandler: Handler<'disconnectAccount'> = async (request) => {
    const { user } = signedIn(request);
    const { provider } = request.params;
    const brand = PROVIDER_NAMES[provider];
    const outcome = await disconnectAccount(db, user.id, provider);
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

  return {
    listConnectedAccounts: listConnectedAccountsHandler,
    disconnectAccount: disconnectAccountHandler,
  };
}
