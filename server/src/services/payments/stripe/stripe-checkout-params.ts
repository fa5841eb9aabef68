import type { Stripe } from 'stripe';
import type { CheckoutInput } from '../payment-provider.ts';

/**
 * Stripe accepts a checkout's `expires_at` from 30 minutes to 24 hours after it creates the session; a
 * minute's margin on each side keeps a clock a little off ours from refusing it.
 */
function stripeExpiry(expiresAt: Date): number {
  const now = Math.floor(Date.now() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, now + 31 * 60), now + 24 * 60 * 60 - 60);
}

/**
 * The smallest amount Stripe charges in each currency the settings offer (its "minimum charge amounts"),
 * in the minor unit. A proration below it is waived: Stripe would refuse the payment.
 */
const MINIMUM_CHARGE: Record<string, number> = { USD: 50, EUR: 50, GBP: 30, PLN: 200 };

/**
 * Stripe's Checkout parameters. A new subscription is a `subscription` checkout of the plan's price. A
 * change of plan keeps the Stripe subscription: the checkout charges the proration the route computed
 * (`payment` mode, or `setup` mode when less than Stripe's minimum is due, to confirm the change with the
 * customer), and the paid checkout's webhook then moves the subscription to the new price without
 * Stripe's own proration (see `parseWebhook`). Our session id travels as `client_reference_id`, which Stripe hands back.
 */
export function checkoutParams(input: CheckoutInput, price: string): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    tracklane_session_id: input.sessionId,
    domain_id: input.domain.id,
    plan_id: input.plan.id,
  };
  const { providerCustomerId, email } = input.customer;
  const common = {
    client_reference_id: input.sessionId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: stripeExpiry(input.expiresAt),
    locale: input.locale,
    ...(providerCustomerId ? { customer: providerCustomerId } : { customer_email: email }),
  };
  const changing = input.change?.providerSubscriptionId;
  if (!changing) {
    return {
      ...common,
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
    };
  }
  // What the paid checkout's webhook needs to move the subscription (see `applyChange`).
  const changeMetadata = {
    ...metadata,
    change_subscription: changing,
    change_price: price,
    change_interval: input.interval,
    change_price_amount: String(input.price.amount),
  };
  const currency = input.amountDue.currency.toLowerCase();
  if (input.amountDue.amount < (MINIMUM_CHARGE[input.amountDue.currency] ?? 50)) {
    return { ...common, mode: 'setup', currency, metadata: changeMetadata };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency,
          unit_amount: input.amountDue.amount,
          product_data: { name: `${input.plan.name} · ${input.domain.name}` },
        },
        quantity: 1,
      },
    ],
    ...(!providerCustomerId && { customer_creation: 'always' }),
    payment_intent_data: { metadata: changeMetadata },
    metadata: changeMetadata,
  };
}
