import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The browser-session operations (/auth/sessions*). */
export function sessionsHandlers(_context: AppContext): Handlers {
  return {};
}
