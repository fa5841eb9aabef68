import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { activityHandlers } from './activity.handlers.ts';
import { connectedAccountsHandlers } from './connected-accounts.handlers.ts';
import { notificationsHandlers } from './notifications.handlers.ts';
import { sessionsHandlers } from './sessions.handlers.ts';
import { signInHandlers } from './sign-in.handlers.ts';
import { socialHandlers } from './social.handlers.ts';
import { twoFactorHandlers } from './two-factor.handlers.ts';

/** The operations of the `auth` tag, one file per family. */
export function authHandlers(context: AppContext): Handlers {
  return {
    ...signInHandlers(context),
    ...twoFactorHandlers(context),
    ...sessionsHandlers(context),
    ...connectedAccountsHandlers(context),
    ...activityHandlers(context),
    ...notificationsHandlers(context),
    ...socialHandlers(context),
  };
}
