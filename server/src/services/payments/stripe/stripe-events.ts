import type { Stripe } from 'stripe';
import type { CheckoutCompletedEvent, ProviderEvent, SubscriptionUpdatedEvent } from '../payment-provider.ts';

/** Stripe's seconds since the epoch as a Date. */
const date = (seconds: number) => new Date(seconds * 1000);
const dateOrNull = (seconds: number | null) => (seconds === null ? null : date(seconds));

/** What every event carries: Stripe's event id (replays) and its creation time (order). */
const base = (event: Stripe.Event) => ({ id: event.id, createdAt: date(event.created) });

/** An expandable field (`customer`, `subscription`, …) as its id, whether Stripe expanded it or not. */
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's lower-case ISO currency as the contract's upper-case one. */
const currencyOf = (currency: string | null) => (currency ?? 'usd').toUpperCase();

/**
 * Stripe's subscription states in our five: `unpaid` and `paused` collect no money, like `past_due`; an
 * `incomplete_expired` one never started and never will.
 */
const STATUS: Record<string, SubscriptionUpdatedEvent['status']> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

/** The paid period, which Stripe keeps on the subscription's item since API version 2025-03-31. */
function periodOf(subscription: Stripe.Subscription): { start: Date; end: Date } | null {
  const item = subscription.items.data[0];
  return item ? { start: date(item.current_period_start), end: date(item.current_period_end) } : null;
}

function subscriptionUpdated(event: Stripe.Event, subscription: Stripe.Subscription): ProviderEvent {
  const period = periodOf(subscription);
  return {
    type: 'subscription.updated',
    ...base(event),
    providerSubscriptionId: subscription.id,
    status: STATUS[subscription.status] ?? 'incomplete',
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: period?.start ?? null,
    currentPeriodEnd: period?.end ?? null,
    canceledAt: dateOrNull(subscription.canceled_at),
    trialEnd: dateOrNull(subscription.trial_end),
  };
}

/** The subscription a paid invoice renews, from where Stripe keeps it since API version 2025-03-31. */
const invoiceSubscription = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

/** A paid invoice of a subscription's new period; the first one (`subscription_create`) is the checkout's. */
function renewal(event: Stripe.Event, invoice: Stripe.Invoice): ProviderEvent | null {
  const providerSubscriptionId = invoiceSubscription(invoice);
  if (invoice.billing_reason !== 'subscription_cycle' || !providerSubscriptionId) return null;
  const line = invoice.lines.data[0];
  const period = line ? line.period : { start: invoice.period_start, end: invoice.period_end };
  return {
    type: 'subscription.renewed',
    ...base(event),
    providerSubscriptionId,
    providerInvoiceId: invoice.id,
    amountPaid: { amount: invoice.amount_paid, currency: currencyOf(invoice.currency) },
    paymentReference: invoice.id,
    period: { start: date(period.start), end: date(period.end) },
  };
}

/** The card paying a subscription read with `expand: ['default_payment_method']`, when it is a card. */
function cardOf(subscription: Stripe.Subscription | null): CheckoutCompletedEvent['card'] {
  const method = subscription?.default_payment_method;
  const card = typeof method === 'object' ? method?.card : undefined;
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

/**
 * The fields of a paid checkout; `subscription` is the Stripe subscription it started or changed (null
 * when there is none), whose item carries the paid period and which, read with its
 * `default_payment_method` expanded, names the card that pays.
 */
export function checkoutCompleted(
  event: Stripe.Event,
  session: Stripe.Checkout.Session & { client_reference_id: string },
  subscription: Stripe.Subscription | null,
): CheckoutCompletedEvent {
  return {
    type: 'checkout.completed',
    ...base(event),
    sessionId: session.client_reference_id,
    providerCustomerId: idOf(session.customer) ?? '',
    providerSubscriptionId: subscription?.id ?? null,
    amountPaid: { amount: session.amount_total ?? 0, currency: currencyOf(session.currency) },
    paymentReference: idOf(session.payment_intent) ?? idOf(session.invoice),
    providerInvoiceId: idOf(session.invoice),
    card: cardOf(subscription),
    period: subscription ? periodOf(subscription) : null,
  };
}

/**
 * Stripe's events in the provider-neutral ones the webhook route applies, except a paid checkout (which
 * needs the subscription from Stripe's API: see `checkoutCompleted`), answered as `undefined`. Anything
 * the routes do not act on is `ignored`:
 * - a checkout that is not ours (no `client_reference_id`: a payment link, the dashboard) or whose
 *   payment is still on its way (`payment_status` unpaid: a bank debit; its `async_payment_*` follows);
 * - `checkout.session.expired`: the session expires at the `expires_at` we gave, which our own session
 *   keeps, so the route knows it already;
 * - the first invoice of a subscription (reported by its checkout) and proration invoices;
 * - `invoice.payment_failed`: the `customer.subscription.updated` to `past_due` that Stripe sends with it
 *   is what changes the subscription.
 */
export function providerEvent(event: Stripe.Event): ProviderEvent | undefined {
  const ignored: ProviderEvent = {
    type: 'ignored',
    ...base(event),
    providerType: event.type,
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paid = session.payment_status !== 'unpaid';
      return session.client_reference_id && paid ? undefined : ignored;
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      if (!session.client_reference_id) return ignored;
      return {
        type: 'checkout.failed',
        ...base(event),
        sessionId: session.client_reference_id,
        reason: 'payment_failed',
        paymentReference: idOf(session.payment_intent),
      };
    }
    case 'customer.subscription.updated':
      return subscriptionUpdated(event, event.data.object);
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        type: 'subscription.ended',
        ...base(event),
        providerSubscriptionId: subscription.id,
        endedAt: date(subscription.ended_at ?? subscription.canceled_at ?? event.created),
      };
    }
    case 'invoice.paid':
      return renewal(event, event.data.object) ?? ignored;
    default:
      return ignored;
  }
}
