import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '#locales';

/**
 * What the subscription routes need from a payment provider, whichever it is: the built-in sandbox
 * (services/payments/sandbox/) or Stripe (services/payments/stripe/). The routes keep the truth in the
 * database; a provider takes the money, hosts the pages the browser is sent to, and reports what
 * happened through signed webhooks (`POST /webhooks/payments`), which `parseWebhook` checks and
 * translates into the few events below.
 */
export interface PaymentProvider {
  /** Stored on sessions, subscriptions, customers and payments (`provider` columns). */
  readonly name: PaymentProviderName;
  /** A hosted checkout charging `amountDue` now; the browser is sent to the answered URL. */
  createCheckout(input: CheckoutInput): Promise<ProviderCheckout>;
  /** A hosted page where the customer manages cards and billing details, linking back to `returnUrl`. */
  createPortalSession(input: PortalInput): Promise<{ url: string }>;
  /**
   * Ends a subscription at the end of its paid period (`atPeriodEnd`, undoable with `resumeSubscription`)
   * or at once, without refund. The route records the change itself; the provider's later `updated`
   * webhook says the same and, being older than the route's change, changes nothing.
   */
  cancelSubscription(input: {
    providerSubscriptionId: string;
    atPeriodEnd: boolean;
    reason: string | null;
  }): Promise<void>;
  /** Undoes a cancellation at period end, so the subscription renews again. */
  resumeSubscription(input: { providerSubscriptionId: string }): Promise<void>;
  /**
   * Gives back `amount` of a payment (all of what is left of it, or part). The route checked that it is
   * no more than what is left and records the refund itself; a provider's refusal throws
   * (`RefundRefusedError` with the provider's reason). Asking again with the same `idempotencyKey`
   * refunds once.
   */
  refund(input: RefundInput): Promise<{ providerRefundId: string }>;
  /**
   * Checks a webhook's signature over its raw body, byte for byte, and answers the event it carries.
   * Throws `WebhookSignatureError` when the signature is missing, wrong or too old; events the routes
   * have no use for come back as `ignored` (so they are acknowledged and never sent again).
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent>;
}

export type PaymentProviderName = 'sandbox' | 'stripe';

/** Where every provider sends its webhooks (outside `/api/v1`: no dashboard calls it). */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/payments';

/** Which provider the server uses (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together choose Stripe). */
export type PaymentSettings =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** STRIPE_API_URL: Stripe's API unless set (tests point it at a local fake). */
      apiUrl: string | undefined;
    };

/** An amount in the currency's minor unit (cents), as the contract's Money. */
export interface Money {
  amount: number;
  currency: string;
}

export interface CheckoutInput {
  /**
   * Our checkout session's id. The provider keeps it with its own session (Stripe: `client_reference_id`)
   * and hands it back in the checkout events, which is how a webhook finds the session.
   */
  sessionId: string;
  customer: {
    userId: string;
    email: string;
    name: string;
    /** The provider's customer from an earlier payment (billing_customers), or null for a first one. */
    providerCustomerId: string | null;
  };
  domain: { id: string; name: string };
  plan: {
    id: string;
    slug: string;
    name: string;
    /** The Stripe price to subscribe to; null for plans sold only through the sandbox. */
    stripePriceId: string | null;
  };
  interval: 'month' | 'year';
  /** The plan's full price per interval. */
  price: Money;
  /** What this checkout charges now: the full price, or the proration when a subscription changes plan. */
  amountDue: Money;
  /** Set when the domain's current subscription moves to `plan`, instead of a new subscription. */
  change: { providerSubscriptionId: string | null } | null;
  /** On the dashboard's origin, with `{CHECKOUT_SESSION_ID}` already replaced by `sessionId`. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The payer's language, for the hosted pages. */
  locale: Locale;
}

export interface RefundInput {
  /** The provider's reference of the payment (payments.provider_reference): Stripe's invoice or intent. */
  paymentReference: string | null;
  amount: Money;
  /** Why, as staff wrote it, kept with the provider's refund. */
  reason: string;
  idempotencyKey: string;
}

/** A provider refused a refund; `message` is its reason, shown to staff under the amount. */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

export interface ProviderCheckout {
  /** The provider's id of the session (the sandbox uses ours). */
  providerSessionId: string;
  /** The hosted checkout page. */
  url: string;
}

export interface PortalInput {
  providerCustomerId: string;
  /** On the dashboard's origin. */
  returnUrl: string;
  locale: Locale;
}

/** Why a checkout failed, as `CheckoutFailure.code` in the contract. */
export type CheckoutFailureCode = 'card_declined' | 'authentication_failed' | 'payment_failed';

/** What every webhook event carries: replays are recognised by `id`, and order is `createdAt`'s. */
interface ProviderEventBase {
  /** The provider's event id, unique per provider. */
  id: string;
  /** When the provider created the event (its own clock); older news never overwrites newer. */
  createdAt: Date;
}

/** A checkout was paid: the domain's subscription starts or changes plan. */
export interface CheckoutCompletedEvent extends ProviderEventBase {
  type: 'checkout.completed';
  /** Our checkout session's id, as given to `createCheckout`. */
  sessionId: string;
  providerCustomerId: string;
  /** The provider's subscription, null where it keeps none (the sandbox makes one up). */
  providerSubscriptionId: string | null;
  amountPaid: Money;
  /** The provider's reference of the payment (Stripe: the payment intent), for the payments table. */
  paymentReference: string | null;
  providerInvoiceId: string | null;
  /** The card that paid (`visa`, `4242`), kept as the customer's card on file; null when unknown. */
  card: { brand: string; last4: string } | null;
  /** The paid period when the provider decides it; null lets the route count it from the interval. */
  period: { start: Date; end: Date } | null;
}

/** A checkout's payment was refused: the session fails with `reason`. */
export interface CheckoutFailedEvent extends ProviderEventBase {
  type: 'checkout.failed';
  sessionId: string;
  reason: CheckoutFailureCode;
  paymentReference: string | null;
}

/** The provider's view of a subscription after a change (renewal, cancellation, payment trouble). */
export interface SubscriptionUpdatedEvent extends ProviderEventBase {
  type: 'subscription.updated';
  providerSubscriptionId: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  trialEnd: Date | null;
}

/** The subscription has ended for good: the domain loses its paid plan. */
export interface SubscriptionEndedEvent extends ProviderEventBase {
  type: 'subscription.ended';
  providerSubscriptionId: string;
  endedAt: Date;
}

/** A renewal (not the first payment, which `checkout.completed` reports) was paid: one more invoice. */
export interface SubscriptionRenewedEvent extends ProviderEventBase {
  type: 'subscription.renewed';
  providerSubscriptionId: string;
  providerInvoiceId: string;
  amountPaid: Money;
  paymentReference: string | null;
  period: { start: Date; end: Date };
}

/** Any other event: acknowledged and recorded, nothing else. */
export interface IgnoredEvent extends ProviderEventBase {
  type: 'ignored';
  /** The provider's own type, for the logs. */
  providerType: string;
}

export type ProviderEvent =
  | CheckoutCompletedEvent
  | CheckoutFailedEvent
  | SubscriptionUpdatedEvent
  | SubscriptionEndedEvent
  | SubscriptionRenewedEvent
  | IgnoredEvent;

/** A webhook whose signature is missing, wrong or too old; the route answers 400 and changes nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
