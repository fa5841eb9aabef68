import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The profile, avatar and password operations. */
export function profileHandlers(_context: AppContext): Handlers {
  return {};
}
