import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The operations of the `user` tag. */
export function userHandlers(_context: AppContext): Handlers {
  return {};
}
