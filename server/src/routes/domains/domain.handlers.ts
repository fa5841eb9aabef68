import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The operations on a user's domains: list, add, read, delete, stats, status, services. */
export function domainHandlers(_context: AppContext): Handlers {
  return {};
}
