import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The operations of the `settings` tag. */
export function settingsHandlers(_context: AppContext): Handlers {
  return {};
}
