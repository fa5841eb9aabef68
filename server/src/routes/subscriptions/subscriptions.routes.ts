import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { checkoutHandlers } from './checkout.handlers.ts';
import { portalHandlers } from './portal.handlers.ts';
import { subscriptionHandlers } from './subscription.handlers.ts';

/**
 * The operations of the `subscriptions` tag but the invoices' (invoices.routes.ts): checkout, its
 * outcome, the billing portal and each domain's subscription. Payments' webhooks and the sandbox's
 * hosted pages are no API operations: payment-routes.ts mounts them.
 */
export function subscriptionsHandlers(context: AppContext): Handlers {
  return { ...checkoutHandlers(context), ...portalHandlers(context), ...subscriptionHandlers(context) };
}
