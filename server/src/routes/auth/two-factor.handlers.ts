import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The two-factor operations (/auth/2fa/*). */
export function twoFactorHandlers(_context: AppContext): Handlers {
  return {};
}
