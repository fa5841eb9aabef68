import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { staticPageHandlers } from './pages.handlers.ts';

/** The operations of the `pages` tag. */
export function pagesHandlers(context: AppContext): Handlers {
  return {
    ...staticPageHandlers(context),
  };
}
