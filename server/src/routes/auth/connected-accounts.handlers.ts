import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The connected-account operations. */
export function connectedAccountsHandlers(_context: AppContext): Handlers {
  return {};
}
