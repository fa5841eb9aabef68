import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ingestionHandlers } from './events.handlers.ts';

/** The operations of the `events` tag. */
export function eventsHandlers(context: AppContext): Handlers {
  return { ...ingestionHandlers(context) };
}
