import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The social sign-in operations. */
export function socialHandlers(_context: AppContext): Handlers {
  return {};
}
