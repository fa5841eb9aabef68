import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { searchEverythingHandlers } from './search.handlers.ts';

/** The operations of the `search` tag: the command palette's search. */
export function searchHandlers(context: AppContext): Handlers {
  return { ...searchEverythingHandlers(context) };
}
