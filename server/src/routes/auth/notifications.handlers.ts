import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The notification operations. */
export function notificationsHandlers(_context: AppContext): Handlers {
  return {};
}
