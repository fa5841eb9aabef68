import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ticketReadHandlers } from './ticket-reads.handlers.ts';
import { ticketWriteHandlers } from './ticket-writes.handlers.ts';

/** The operations of the `support` tag: tickets and their conversations, for owners and for staff. */
export function supportHandlers(context: AppContext): Handlers {
  return { ...ticketReadHandlers(context), ...ticketWriteHandlers(context) };
}
