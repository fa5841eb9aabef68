import type { Handlers } from '../api/handler.ts';
import type { AppContext } from '../app-context.ts';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { adminHandlers } from './admin/admin.routes.ts';
import { analyticsHandlers } from './analytics/analytics.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { domainsHandlers } from './domains/domains.routes.ts';
import { eventsHandlers } from './events/events.routes.ts';
import { languagesHandlers } from './languages/languages.routes.ts';
import { pagesHandlers } from './pages/pages.routes.ts';
import { plansHandlers } from './plans/plans.routes.ts';
import { searchHandlers } from './search/search.routes.ts';
import { settingsHandlers } from './settings/settings.routes.ts';
import { invoicesHandlers } from './subscriptions/invoices.routes.ts';
import { subscriptionsHandlers } from './subscriptions/subscriptions.routes.ts';
import { supportHandlers } from './support/support.routes.ts';
import { userHandlers } from './user/user.routes.ts';

/** Every implemented operation; the rest of the contract answers 501 until its issue lands. */
export function allHandlers(context: AppContext): Handlers {
  return {
    ...authHandlers(context),
    ...userHandlers(context),
    ...languagesHandlers(context),
    ...settingsHandlers(context),
    ...pagesHandlers(context),
    ...domainsHandlers(context),
    ...eventsHandlers(context),
    ...analyticsHandlers(context),
    ...plansHandlers(context),
    ...invoicesHandlers(context),
    ...subscriptionsHandlers(context),
    ...supportHandlers(context),
    ...searchHandlers(context),
    ...adminHandlers(context),
  };
}

/**
 * The operationIds that have a handler, without a running server: building the handlers reads the
 * configuration and keys caches by the database object, but queries nothing, so a stand-in serves
 * (it throws if that ever changes).
 */
export function implementedOperationIds(): Set<string> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- the stand-in above
  const noDatabase = new Proxy(
    {},
    {
      get() {
        throw new Error('building the handlers must not use the database');
      },
    },
  ) as Database;
  return new Set(Object.keys(allHandlers({ config: readConfig({}), db: noDatabase } as AppContext)));
}
