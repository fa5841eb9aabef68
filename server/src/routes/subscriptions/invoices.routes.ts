import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { invoiceReadHandlers } from './invoices.handlers.ts';

/**
 * The invoice operations of the `subscriptions` tag: the list and each invoice's PDF. The tag's other
 * operations are bound in subscriptions.routes.ts.
 */
export function invoicesHandlers(context: AppContext): Handlers {
  return { ...invoiceReadHandlers(context) };
}
