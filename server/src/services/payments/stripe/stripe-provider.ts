import type { IncomingHttpHeaders } from 'node:http';
import { Stripe } from 'stripe';
import {
  RefundRefusedError,
  WebhookSignatureError,
  type PaymentProvider,
  type PaymentSettings,
  type ProviderEvent,
} from '../payment-provider.ts';
import { checkoutParams } from './stripe-checkout-params.ts';
import { createStripeClient } from './stripe-client.ts';
import { checkoutCompleted, providerEvent } from './stripe-events.ts';

type StripeSettings = Extract<PaymentSettings, { provider: 'stripe' }>;

/** A subscription read with the card that pays it, which checkout.completed reports. */
const WITH_CARD = ['default_payment_method'];

/** A refusal or failure of Stripe's API, in Stripe's own words, saying what was asked of it. */
export class StripeRequestError extends Error {
  /** Stripe's HTTP status; undefined when Stripe could not be reached. */
  readonly status: number | undefined;
  /** Stripe's error code (`resource_missing`, `parameter_missing`…), when it gave one. */
  readonly code: string | undefined;
  constructor(action: string, error: Stripe.errors.StripeError) {
    const { statusCode, code, param } = error;
    const detail = [statusCode, code, param && `on ${param}`].filter(Boolean).join(' ');
    super(
      statusCode
        ? `Stripe refused to ${action} (${detail}): ${error.message}`
        : `Stripe could not be reached to ${action}: ${error.message}`,
    );
    this.name = 'StripeRequestError';
    this.status = statusCode;
    this.code = code;
  }
}

/** Runs one call to Stripe, turning its errors into a `StripeRequestError` that names `action`. */
async function ask<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new StripeRequestError(action, error);
    throw error;
  }
}

/**
 * The payment provider backed by Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL):
 * Checkout Sessions, Billing Portal sessions and subscription updates through stripe-node, and webhooks
 * checked with `stripe.webhooks.constructEvent` (signature and its five-minute tolerance).
 */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);

  const retrieveSubscription = (id: string) =>
    ask('read the subscription', () => stripe.subscriptions.retrieve(id, { expand: WITH_CARD }));

  /**
   * Moves a changed subscription to its new price once the change's checkout is paid, without Stripe's
   * proration: the checkout charged ours. A change of interval starts a new period now, which Stripe
   * invoices in full at once; that period is what the checkout's proration paid for, so the customer's
   * balance is first credited with the new price (once per checkout: the idempotency key), and Stripe's
   * invoice is settled from it. Setting the price the subscription already has changes nothing, so a
   * replayed webhook is harmless.
   */
  async function applyChange(session: Stripe.Checkout.Session, change: Record<string, string>) {
    const { change_subscription: subscriptionId = '', change_price: price = '' } = change;
    const subscription = await retrieveSubscription(subscriptionId);
    const item = subscription.items.data[0];
    if (!item || item.price.id === price) return subscription;
    const newPeriod = item.price.recurring?.interval !== change.change_interval;
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    if (newPeriod) {
      await ask('credit the new period the checkout paid for', () =>
        stripe.customers.createBalanceTransaction(
          customer,
          {
            amount: -Number(change.change_price_amount),
            currency: session.currency ?? item.price.currency,
            description: `Paid by checkout ${session.id}`,
          },
          { idempotencyKey: `tracklane-change-credit-${session.id}` },
        ),
      );
    }
    return ask('change the subscription’s price', () =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
        cancel_at_period_end: false,
        ...(newPeriod ? { billing_cycle_anchor: { type: 'now' } } : {}),
        expand: WITH_CARD,
      }),
    );
  }

  async function completedCheckout(event: Stripe.Event, session: Stripe.Checkout.Session) {
    const sessionId = session.client_reference_id;
    if (!sessionId) throw new Error('a checkout without client_reference_id is not ours');
    const metadata = session.metadata ?? {};
    const subscriptionId =
      typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    const subscription =
      metadata.change_subscription && metadata.change_price
        ? await applyChange(session, metadata)
        : subscriptionId
          ? await retrieveSubscription(subscriptionId)
          : null;
    return checkoutCompleted(event, { ...session, client_reference_id: sessionId }, subscription);
  }

  /**
   * Ends a subscription now, without refund or a final invoice for the time used. Stripe refuses to cancel
   * a subscription twice: one it has already ended, or does not know, is ended as asked, so a call tried
   * again after a failure elsewhere (a domain's deletion) succeeds.
   */
  async function endNow(id: string, details: Stripe.SubscriptionCancelParams) {
    try {
      await ask('cancel the subscription', () =>
        stripe.subscriptions.cancel(id, { prorate: false, invoice_now: false, ...details }),
      );
    } catch (error) {
      const refused = error instanceof StripeRequestError && (error.status === 400 || error.status === 404);
      if (!refused) throw error;
      if (error.status === 404 || (await retrieveSubscription(id)).status === 'canceled') return;
      throw error;
    }
  }

  /**
   * What a refund names in Stripe for our payment reference: a payment intent or a charge as they are,
   * an invoice (a subscription's payment) through its paid payment.
   */
  async function refundTarget(reference: string | null): Promise<Stripe.RefundCreateParams> {
    if (reference?.startsWith('pi_')) return { payment_intent: reference };
    if (reference?.startsWith('ch_')) return { charge: reference };
    if (reference?.startsWith('in_')) {
      const paid = await ask('read the invoice’s payment', () =>
        stripe.invoicePayments.list({ invoice: reference, status: 'paid' }),
      );
      const payment = paid.data[0]?.payment;
      const intent = payment?.payment_intent;
      const charge = payment?.charge;
      if (intent) return { payment_intent: typeof intent === 'string' ? intent : intent.id };
      if (charge) return { charge: typeof charge === 'string' ? charge : charge.id };
    }
    throw new RefundRefusedError(`Stripe has no payment to refund for ${reference ?? 'this payment'}`);
  }

  return {
    name: 'stripe',

    async createCheckout(input) {
      const price = input.plan.stripePriceId;
      if (!price) {
        throw new Error(
          `The plan ${input.plan.slug} has no Stripe price (stripe_price_id): Stripe cannot sell it`,
        );
      }
      const session = await ask('create the checkout session', () =>
        stripe.checkout.sessions.create(checkoutParams(input, price)),
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { providerSessionId: session.id, url: session.url };
    },

    async createPortalSession({ providerCustomerId, returnUrl, locale }) {
      const session = await ask('open the billing portal', () =>
        stripe.billingPortal.sessions.create({ customer: providerCustomerId, return_url: returnUrl, locale }),
      );
      return { url: session.url };
    },

    async cancelSubscription({ providerSubscriptionId, atPeriodEnd, reason }) {
      const details = reason ? { cancellation_details: { comment: reason } } : {};
      await (atPeriodEnd
        ? ask('cancel the subscription at the end of its period', () =>
            stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true, ...details }),
          )
        : endNow(providerSubscriptionId, details));
    },

    async resumeSubscription({ providerSubscriptionId }) {
      await ask('resume the subscription', () =>
        stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: false }),
      );
    },

    async refund({ paymentReference, amount, reason, idempotencyKey }) {
      const target = await refundTarget(paymentReference);
      try {
        const refund = await ask('refund the payment', () =>
          stripe.refunds.create(
            {
              ...target,
              amount: amount.amount,
              reason: 'requested_by_customer',
              metadata: { comment: reason.slice(0, 500) },
            },
            { idempotencyKey: `tracklane-refund-${idempotencyKey}` },
          ),
        );
        return { providerRefundId: refund.id };
      } catch (error) {
        // Stripe's refusals of this refund (nothing left, too much) are its reason to show; anything else is ours.
        if (error instanceof StripeRequestError && error.status === 400) {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
      const parsed = providerEvent(event);
      if (parsed) return parsed;
      return completedCheckout(event, (event as Stripe.CheckoutSessionCompletedEvent).data.object);
    },
  };
}
