import { randomBytes } from 'node:crypto';

// The objects and errors of the fake Stripe (stripe-fake.ts), shaped as Stripe's API answers them.

/** Stripe's error object (`{ error: { … } }`), as the fake answers it. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'api_error' | 'card_error' | 'authentication_error';
  message: string;
  code?: string;
  param?: string;
}

/** The fields of Stripe's Checkout Session object the adapter sends or reads. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  amount_total: number | null;
  currency: string;
  locale: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  setup_intent: string | null;
  livemode: false;
}

/** What the fake keeps of a subscription. */
/** A recurring price Stripe sells: its amount in cents (USD) per interval. */
export interface FakePrice {
  amount: number;
  interval: 'month' | 'year';
}

/** How long the fake's periods last, in days. */
export const PERIOD_DAYS = { month: 30, year: 365 } as const;

export interface FakeSubscription {
  id: string;
  customer: string;
  price: FakePrice & { id: string };
  status: 'active' | 'trialing' | 'canceled';
  cancelAtPeriodEnd: boolean;
  periodStart: number;
  periodEnd: number;
  canceledAt: number | null;
  comment: string | null;
  metadata: Record<string, string>;
  /** The card that pays it (Stripe's test Visa). */
  paymentMethod: { id: string; brand: string; last4: string };
}

/** A request the fake refuses as Stripe would, with its HTTP status and Stripe's error object. */
export class StripeRefusal extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;
  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export const DAY = 86_400;
/** Stripe's clock: seconds since the epoch. */
export const now = () => Math.floor(Date.now() / 1000);
/** A fresh id with Stripe's prefix for the kind of object (`cs`, `sub`, `cus`…), in test mode. */
export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
/** Stripe's answer to an id it does not know. */
export const missing = (what: string, id: string, param?: string) =>
  new StripeRefusal(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });
/** Stripe's answer to a request without a parameter it needs. */
export const required = (param: string) =>
  new StripeRefusal(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });

/** The `metadata[key]=value` pairs of a flattened form, as Stripe stores them. */
export function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = /^metadata\[([^\]]+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/** The id of the subscription's only item. */
export const itemId = (subscription: FakeSubscription) => `si_${subscription.id.slice(4)}`;

/**
 * A subscription as Stripe's API answers it (since 2025-03-31 the period lives on its items), with its
 * payment method as an object when the request asked to `expand` it, else as its id.
 */
export function subscriptionObject(subscription: FakeSubscription, params: Record<string, string> = {}) {
  const { id, customer, status, periodStart, periodEnd, canceledAt, paymentMethod } = subscription;
  const expanded = Object.entries(params).some(
    ([key, value]) => key.startsWith('expand[') && value === 'default_payment_method',
  );
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? periodEnd : null,
    canceled_at: canceledAt,
    ended_at: status === 'canceled' ? canceledAt : null,
    cancellation_details: {
      comment: subscription.comment,
      feedback: null,
      reason: canceledAt ? 'cancellation_requested' : null,
    },
    created: periodStart,
    start_date: periodStart,
    trial_end: null,
    default_payment_method: expanded
      ? {
          id: paymentMethod.id,
          object: 'payment_method',
          type: 'card',
          card: { brand: paymentMethod.brand, last4: paymentMethod.last4 },
        }
      : paymentMethod.id,
    livemode: false,
    metadata: subscription.metadata,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: itemId(subscription),
          object: 'subscription_item',
          price: {
            id: subscription.price.id,
            object: 'price',
            unit_amount: subscription.price.amount,
            currency: 'usd',
            recurring: { interval: subscription.price.interval, interval_count: 1 },
          },
          quantity: 1,
          current_period_start: periodStart,
          current_period_end: periodEnd,
        },
      ],
    },
  };
}
