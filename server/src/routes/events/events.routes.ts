import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { eventPreviewHandlers } from './event-preview.handlers.ts';
import { eventReadHandlers } from './event-reads.handlers.ts';
import { eventItemJudge } from './event-items.ts';
import { ingestionHandlers } from './events.handlers.ts';
import { eventsHealthHandlers } from './events-health.ts';

/** The operations of the `events` tag. */
export function eventsHandlers(context: AppContext): Handlers {
  // The contract's EventIngestItem, compiled once for both operations that judge items.
  const judge = eventItemJudge();
  return {
    ...ingestionHandlers(context, judge),
    ...eventReadHandlers(context),
    ...eventPreviewHandlers(context, judge),
    ...eventsHealthHandlers(context),
  };
}
