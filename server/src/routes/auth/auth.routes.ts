import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { loginHandler } from './sign-in.handlers.ts';

/** The operations of the `auth` tag. */
export function authHandlers(context: AppContext): Handlers {
  return {
    login: loginHandler(context),
  };
}
