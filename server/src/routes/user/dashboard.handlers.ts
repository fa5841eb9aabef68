import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The user dashboard operations. */
export function dashboardHandlers(_context: AppContext): Handlers {
  return {};
}
