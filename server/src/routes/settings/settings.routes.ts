import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { siteSettingsHandlers } from './site-settings.handlers.ts';

/** The operations of the `settings` tag. */
export function settingsHandlers(context: AppContext): Handlers {
  return {
    ...siteSettingsHandlers(context),
  };
}
