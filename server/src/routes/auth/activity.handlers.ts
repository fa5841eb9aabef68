import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The activity-log operation. */
export function activityHandlers(_context: AppContext): Handlers {
  return {};
}
