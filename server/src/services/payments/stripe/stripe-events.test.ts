import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CheckoutInput, type PaymentProvider } from '../payment-provider.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';
import { stripePaymentProvider } from './stripe-provider.ts';
import { stripeEventBody, stripeInvoice, stripeNow, stripeSignature } from './stripe-test-events.ts';

const SECRET_KEY = 'sk_test_events';
const WEBHOOK_SECRET = 'whsec_events';
let stripe: StripeFake;
let provider: PaymentProvider;

beforeAll(async () => {
  stripe = await startStripeFake({
    secretKey: SECRET_KEY,
    prices: { price_pro: 2900, price_business: 7900, price_pro_year: { amount: 29_000, interval: 'year' } },
  });
  provider = stripePaymentProvider({
    provider: 'stripe',
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });
});
afterAll(async () => {
  await stripe.close();
});

/** The fake's subscription's paid period, which Stripe keeps on its item. */
function periodOf(subscription: ReturnType<StripeFake['subscription']>) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`the fake subscription ${subscription.id} has no item`);
  return { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) };
}

/** The Stripe subscription a paid checkout started. */
function subscriptionOf(session: { subscription: string | null }): string {
  if (!session.subscription) throw new Error('the checkout started no subscription');
  return session.subscription;
}

/** Delivers `body` as Stripe would, signed with the webhook secret at `timestamp`. */
function deliver(body: string, { secret = WEBHOOK_SECRET, timestamp = stripeNow() } = {}) {
  return provider.parseWebhook(Buffer.from(body), {
    'stripe-signature': stripeSignature(body, secret, timestamp),
  });
}

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  sessionId: 'chk_ours',
  customer: { userId: 'u1', email: 'owner@example.com', name: 'Owner', providerCustomerId: null },
  domain: { id: 'dom_1', name: 'shop.example.com' },
  plan: { id: 'plan_pro', slug: 'pro-monthly', name: 'Pro', stripePriceId: 'price_pro' },
  interval: 'month',
  price: { amount: 2900, currency: 'USD' },
  amountDue: { amount: 2900, currency: 'USD' },
  change: null,
  successUrl: 'http://127.0.0.1:3999/checkout/success',
  cancelUrl: 'http://127.0.0.1:3999/checkout/failed',
  expiresAt: new Date(Date.now() + 3_600_000),
  locale: 'en',
  ...overrides,
});

/** A checkout made through the adapter and paid at the fake Stripe: the completed session. */
async function paidCheckout(overrides: Partial<CheckoutInput> = {}) {
  const { providerSessionId } = await provider.createCheckout(input(overrides));
  return stripe.completeCheckout(providerSessionId);
}

describe('stripePaymentProvider.parseWebhook', () => {
  it('reads a paid checkout as checkout.completed, with our session, Stripe’s event id and time, the paid period and the card', async () => {
    const session = await paidCheckout();
    const subscription = stripe.subscription(subscriptionOf(session));
    const created = stripeNow() - 20;
    const body = stripeEventBody('checkout.session.completed', session, { id: 'evt_paid', created });

    await expect(deliver(body)).resolves.toEqual({
      type: 'checkout.completed',
      id: 'evt_paid',
      createdAt: new Date(created * 1000),
      sessionId: 'chk_ours',
      providerCustomerId: session.customer,
      providerSubscriptionId: subscription.id,
      amountPaid: { amount: 2900, currency: 'USD' },
      paymentReference: session.invoice,
      providerInvoiceId: session.invoice,
      card: { brand: 'visa', last4: '4242' },
      period: periodOf(subscription),
    });
  });

  it('moves the subscription to the new price when a change of plan is paid, once, without Stripe’s proration', async () => {
    const first = await paidCheckout();
    const subscriptionId = subscriptionOf(first);
    const change = await paidCheckout({
      customer: { ...input().customer, providerCustomerId: first.customer },
      plan: { id: 'plan_biz', slug: 'business-monthly', name: 'Business', stripePriceId: 'price_business' },
      amountDue: { amount: 2500, currency: 'USD' },
      change: { providerSubscriptionId: subscriptionId },
    });
    const body = stripeEventBody('checkout.session.completed', change);

    const event = await deliver(body);
    expect(event).toMatchObject({
      type: 'checkout.completed',
      providerSubscriptionId: subscriptionId,
      amountPaid: { amount: 2500, currency: 'USD' },
      paymentReference: change.payment_intent,
    });
    expect(stripe.lastRequest(`/v1/subscriptions/${subscriptionId}`)?.params).toMatchObject({
      'items[0][price]': 'price_business',
      proration_behavior: 'none',
    });
    expect(stripe.subscription(subscriptionId).items.data[0]?.price.id).toBe('price_business');

    const updates = () =>
      stripe.requests.filter((request) => request.method === 'POST' && request.path.endsWith(subscriptionId))
        .length;
    const before = updates();
    await deliver(body);
    expect(updates()).toBe(before);
  });

  it('starts a new period when a change of interval is paid, settling Stripe’s invoice for it from a credit', async () => {
    const first = await paidCheckout();
    const subscriptionId = subscriptionOf(first);
    const change = await paidCheckout({
      customer: { ...input().customer, providerCustomerId: first.customer },
      plan: { id: 'plan_pro_y', slug: 'pro-yearly', name: 'Pro', stripePriceId: 'price_pro_year' },
      interval: 'year',
      price: { amount: 29_000, currency: 'USD' },
      amountDue: { amount: 26_200, currency: 'USD' },
      change: { providerSubscriptionId: subscriptionId },
    });
    const body = stripeEventBody('checkout.session.completed', change);

    const event = await deliver(body);
    const credit = stripe.lastRequest(`/v1/customers/${first.customer}/balance_transactions`);
    expect(credit).toMatchObject({
      params: { amount: '-29000', currency: 'usd' },
      idempotencyKey: `tracklane-change-credit-${change.id}`,
    });
    expect(stripe.lastRequest(`/v1/subscriptions/${subscriptionId}`)?.params).toMatchObject({
      'items[0][price]': 'price_pro_year',
      'billing_cycle_anchor[type]': 'now',
      proration_behavior: 'none',
    });
    // Stripe invoiced the new year in full and took it from the credit: the card paid only the checkout.
    expect(stripe.invoicesOf(subscriptionId)).toEqual([
      { subscription: subscriptionId, total: 29_000, charged: 0 },
    ]);
    const period = periodOf(stripe.subscription(subscriptionId));
    expect(event).toMatchObject({ type: 'checkout.completed', amountPaid: { amount: 26_200 }, period });
    expect(period.end.getTime() - period.start.getTime()).toBe(365 * 86_400_000);

    await deliver(body);
    expect(stripe.invoicesOf(subscriptionId)).toHaveLength(1);
  });

  it('reads a failed bank payment as checkout.failed of our session', async () => {
    const { providerSessionId } = await provider.createCheckout(input({ sessionId: 'chk_debit' }));
    const session = {
      id: providerSessionId,
      object: 'checkout.session',
      client_reference_id: 'chk_debit',
      payment_intent: 'pi_1',
    };
    await expect(
      deliver(stripeEventBody('checkout.session.async_payment_failed', session, { id: 'evt_f' })),
    ).resolves.toMatchObject({
      type: 'checkout.failed',
      id: 'evt_f',
      sessionId: 'chk_debit',
      reason: 'payment_failed',
      paymentReference: 'pi_1',
    });
  });

  it('ignores checkouts that are not ours or not paid yet, and expired ones', async () => {
    const notOurs = {
      id: 'cs_x',
      object: 'checkout.session',
      client_reference_id: null,
      payment_status: 'paid',
    };
    const pending = {
      id: 'cs_y',
      object: 'checkout.session',
      client_reference_id: 'chk_y',
      payment_status: 'unpaid',
    };
    for (const [type, object] of [
      ['checkout.session.completed', notOurs],
      ['checkout.session.completed', pending],
      ['checkout.session.expired', { ...pending, status: 'expired' }],
    ] as const) {
      await expect(deliver(stripeEventBody(type, object))).resolves.toMatchObject({
        type: 'ignored',
        providerType: type,
      });
    }
  });

  it('reads customer.subscription.updated with its status, cancellation and period', async () => {
    const session = await paidCheckout();
    const subscriptionId = subscriptionOf(session);
    await provider.cancelSubscription({
      providerSubscriptionId: subscriptionId,
      atPeriodEnd: true,
      reason: null,
    });
    const subscription = stripe.subscription(subscriptionId);
    const created = stripeNow() - 5;

    const event = await deliver(
      stripeEventBody('customer.subscription.updated', subscription, { id: 'evt_u', created }),
    );
    expect(event).toEqual({
      type: 'subscription.updated',
      id: 'evt_u',
      createdAt: new Date(created * 1000),
      providerSubscriptionId: subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: periodOf(subscription).start,
      currentPeriodEnd: periodOf(subscription).end,
      canceledAt: null,
      trialEnd: null,
    });
    const unpaid = { ...subscription, status: 'unpaid' };
    await expect(deliver(stripeEventBody('customer.subscription.updated', unpaid))).resolves.toMatchObject({
      status: 'past_due',
    });
  });

  it('reads customer.subscription.deleted as the subscription’s end', async () => {
    const session = await paidCheckout();
    const subscriptionId = subscriptionOf(session);
    await provider.cancelSubscription({
      providerSubscriptionId: subscriptionId,
      atPeriodEnd: false,
      reason: null,
    });
    const subscription = stripe.subscription(subscriptionId);

    await expect(
      deliver(stripeEventBody('customer.subscription.deleted', subscription)),
    ).resolves.toMatchObject({
      type: 'subscription.ended',
      providerSubscriptionId: subscriptionId,
      endedAt: new Date(Number(subscription.ended_at) * 1000),
    });
  });

  it('reads a paid renewal invoice as subscription.renewed for the period of its line, and ignores first and failed invoices', async () => {
    const period = { start: stripeNow(), end: stripeNow() + 30 * 86_400 };
    const renewal = stripeInvoice({
      subscription: 'sub_r',
      billingReason: 'subscription_cycle',
      amount: 2900,
      period,
    });
    await expect(deliver(stripeEventBody('invoice.paid', renewal, { id: 'evt_r' }))).resolves.toMatchObject({
      type: 'subscription.renewed',
      id: 'evt_r',
      providerSubscriptionId: 'sub_r',
      providerInvoiceId: renewal.id,
      amountPaid: { amount: 2900, currency: 'USD' },
      period: { start: new Date(period.start * 1000), end: new Date(period.end * 1000) },
    });

    const first = stripeInvoice({
      subscription: 'sub_r',
      billingReason: 'subscription_create',
      amount: 2900,
      period,
    });
    await expect(deliver(stripeEventBody('invoice.paid', first))).resolves.toMatchObject({ type: 'ignored' });
    const failed = { ...renewal, status: 'open', amount_paid: 0 };
    await expect(deliver(stripeEventBody('invoice.payment_failed', failed))).resolves.toMatchObject({
      type: 'ignored',
      providerType: 'invoice.payment_failed',
    });
  });

  it('refuses a payload signed with another secret, an altered body, an old signature and no signature', async () => {
    const body = stripeEventBody('customer.subscription.deleted', { id: 'sub_z', object: 'subscription' });
    await expect(deliver(body, { secret: 'whsec_other' })).rejects.toThrow(WebhookSignatureError);

    const header = stripeSignature(body, WEBHOOK_SECRET);
    const altered = Buffer.from(body.replace('sub_z', 'sub_w'));
    await expect(provider.parseWebhook(altered, { 'stripe-signature': header })).rejects.toThrow(
      WebhookSignatureError,
    );

    // Stripe's tolerance is five minutes: a signature from ten minutes ago is a replay by someone else.
    await expect(deliver(body, { timestamp: stripeNow() - 600 })).rejects.toThrow(
      new WebhookSignatureError('Timestamp outside the tolerance zone'),
    );
    await expect(provider.parseWebhook(Buffer.from(body), {})).rejects.toThrow(WebhookSignatureError);
  });
});
