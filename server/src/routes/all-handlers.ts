import type { Handlers } from '../api/handler.ts';
import type { AppContext } from '../app-context.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { languagesHandlers } from './languages/languages.routes.ts';
import { pagesHandlers } from './pages/pages.routes.ts';
import { settingsHandlers } from './settings/settings.routes.ts';
import { userHandlers } from './user/user.routes.ts';

/** Every implemented operation; the rest of the contract answers 501 until its issue lands. */
export function allHandlers(context: AppContext): Handlers {
  return {
    ...authHandlers(context),
    ...userHandlers(context),
    ...languagesHandlers(context),
    ...settingsHandlers(context),
    ...pagesHandlers(context),
  };
}
