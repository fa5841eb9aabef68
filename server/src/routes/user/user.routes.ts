import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { dashboardHandlers } from './dashboard.handlers.ts';
import { profileHandlers } from './profile.handlers.ts';

/** The operations of the `user` tag. */
export function userHandlers(context: AppContext): Handlers {
  return {
    ...profileHandlers(context),
    ...dashboardHandlers(context),
  };
}
