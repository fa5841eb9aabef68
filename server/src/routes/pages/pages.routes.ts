import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The operations of the `pages` tag. */
export function pagesHandlers(_context: AppContext): Handlers {
  return {};
}
