import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The operations of the `languages` tag. */
export function languagesHandlers(_context: AppContext): Handlers {
  return {};
}
