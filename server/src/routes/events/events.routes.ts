import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { eventPreviewHandlers } from './event-preview.handlers.ts';
import { eventReadHandlers } from './event-reads.handlers.ts';
import { ingestionHandlers } from './events.handlers.ts';
import { eventsHealthHandlers } from './events-health.ts';

/** The operations of the `events` tag. */
export function eventsHandlers(context: AppContext): Handlers {
  return {
    ...ingestionHandlers(context),
    ...eventReadHandlers(context),
    ...eventPreviewHandlers(context),
    ...eventsHealthHandlers(context),
  };
}
