import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutInput, PaymentProvider } from '../payment-provider.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';
import { stripePaymentProvider } from './stripe-provider.ts';

const SECRET_KEY = 'sk_test_adapter';
let stripe: StripeFake;
let provider: PaymentProvider;

beforeAll(async () => {
  stripe = await startStripeFake({
    secretKey: SECRET_KEY,
    prices: { price_pro_month: 2900, price_business_month: 7900 },
  });
  provider = stripePaymentProvider({
    provider: 'stripe',
    secretKey: SECRET_KEY,
    webhookSecret: 'whsec_adapter',
    apiUrl: stripe.url,
  });
});
afterAll(async () => {
  await stripe.close();
});

const HOUR = 3_600_000;

function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    sessionId: 'chk_1',
    customer: { userId: 'user_1', email: 'owner@example.com', name: 'Owner', providerCustomerId: null },
    domain: { id: 'dom_1', name: 'shop.example.com' },
    plan: { id: 'plan_pro', slug: 'pro-monthly', name: 'Pro', stripePriceId: 'price_pro_month' },
    interval: 'month',
    price: { amount: 2900, currency: 'USD' },
    amountDue: { amount: 2900, currency: 'USD' },
    change: null,
    successUrl: 'http://127.0.0.1:3999/checkout/success?session=chk_1',
    cancelUrl: 'http://127.0.0.1:3999/checkout/failed?session=chk_1',
    expiresAt: new Date(Date.now() + 2 * HOUR),
    locale: 'pl',
    ...overrides,
  };
}

/** A Stripe subscription of `price` paid through a checkout, as the adapter later acts on it. */
async function paidSubscription(price = 'price_pro_month') {
  const plan = { id: 'plan_x', slug: 'x', name: 'X', stripePriceId: price };
  const { providerSessionId } = await provider.createCheckout(checkoutInput({ plan }));
  const session = stripe.completeCheckout(providerSessionId);
  if (!session.subscription) throw new Error('the fake Stripe made no subscription');
  return { subscription: session.subscription, customer: session.customer };
}

describe('stripePaymentProvider against the fake Stripe', () => {
  it('creates a subscription checkout of the plan’s Stripe price, carrying our session and domain', async () => {
    const input = checkoutInput();
    const checkout = await provider.createCheckout(input);

    const sent = stripe.lastRequest('/v1/checkout/sessions')?.params;
    expect(sent).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_month',
      'line_items[0][quantity]': '1',
      client_reference_id: 'chk_1',
      'metadata[tracklane_session_id]': 'chk_1',
      'metadata[domain_id]': 'dom_1',
      'metadata[plan_id]': 'plan_pro',
      'subscription_data[metadata][domain_id]': 'dom_1',
      customer_email: 'owner@example.com',
      success_url: 'http://127.0.0.1:3999/checkout/success?session=chk_1',
      cancel_url: 'http://127.0.0.1:3999/checkout/failed?session=chk_1',
      locale: 'pl',
    });
    expect(sent).not.toHaveProperty('customer');
    expect(Number(sent?.expires_at)).toBe(Math.floor(input.expiresAt.getTime() / 1000));
    expect(checkout.providerSessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.providerSessionId}`);
  });

  it('keeps the checkout’s expiry within the 30 minutes to 24 hours Stripe accepts', async () => {
    const expiry = async (fromNow: number) => {
      await provider.createCheckout(checkoutInput({ expiresAt: new Date(Date.now() + fromNow) }));
      return Number(stripe.lastRequest('/v1/checkout/sessions')?.params.expires_at) - Date.now() / 1000;
    };
    expect(await expiry(24 * HOUR)).toBeLessThan(24 * 3600 - 50);
    expect(await expiry(24 * HOUR)).toBeGreaterThan(23 * 3600);
    expect(await expiry(10 * 60_000)).toBeGreaterThan(30 * 60);
  });

  it('checks out a returning payer as their Stripe customer instead of by email', async () => {
    const { customer } = await paidSubscription();
    await provider.createCheckout(
      checkoutInput({ customer: { ...checkoutInput().customer, providerCustomerId: customer } }),
    );
    const sent = stripe.lastRequest('/v1/checkout/sessions')?.params;
    expect(sent?.customer).toBe(customer);
    expect(sent).not.toHaveProperty('customer_email');
  });

  it('charges a change of plan as a one-off payment of the proration, naming the subscription to move', async () => {
    const { subscription, customer } = await paidSubscription();
    await provider.createCheckout(
      checkoutInput({
        customer: { ...checkoutInput().customer, providerCustomerId: customer },
        plan: {
          id: 'plan_biz',
          slug: 'business-monthly',
          name: 'Business',
          stripePriceId: 'price_business_month',
        },
        amountDue: { amount: 1234, currency: 'USD' },
        change: { providerSubscriptionId: subscription },
      }),
    );
    expect(stripe.lastRequest('/v1/checkout/sessions')?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1234',
      'line_items[0][price_data][product_data][name]': 'Business · shop.example.com',
      client_reference_id: 'chk_1',
      customer,
      'metadata[change_subscription]': subscription,
      'metadata[change_price]': 'price_business_month',
    });
  });

  it('confirms a change with less than Stripe’s minimum due through a setup checkout, which charges nothing', async () => {
    const { subscription, customer } = await paidSubscription('price_business_month');
    await provider.createCheckout(
      checkoutInput({
        customer: { ...checkoutInput().customer, providerCustomerId: customer },
        amountDue: { amount: 49, currency: 'USD' },
        change: { providerSubscriptionId: subscription },
      }),
    );
    const sent = stripe.lastRequest('/v1/checkout/sessions')?.params;
    expect(sent).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      'metadata[change_price]': 'price_pro_month',
    });
    expect(Object.keys(sent ?? {}).some((key) => key.startsWith('line_items'))).toBe(false);
  });

  it('refuses a plan without a Stripe price before asking Stripe', async () => {
    const before = stripe.requests.length;
    const plan = { id: 'plan_local', slug: 'local-only', name: 'Local', stripePriceId: null };
    await expect(provider.createCheckout(checkoutInput({ plan }))).rejects.toThrow(
      'The plan local-only has no Stripe price (stripe_price_id): Stripe cannot sell it',
    );
    expect(stripe.requests.length).toBe(before);
  });

  it('turns Stripe’s refusal of an unknown price into an error in Stripe’s words', async () => {
    const plan = { id: 'plan_gone', slug: 'gone', name: 'Gone', stripePriceId: 'price_deleted' };
    await expect(provider.createCheckout(checkoutInput({ plan }))).rejects.toMatchObject({
      name: 'StripeRequestError',
      status: 404,
      code: 'resource_missing',
      message:
        "Stripe refused to create the checkout session (404 resource_missing on line_items[0][price]): No such price: 'price_deleted'",
    });
  });

  it('turns a refused secret key and a failure on Stripe’s side into clear errors', async () => {
    const wrongKey = stripePaymentProvider({
      provider: 'stripe',
      secretKey: 'sk_test_wrong',
      webhookSecret: 'whsec_adapter',
      apiUrl: stripe.url,
    });
    await expect(wrongKey.resumeSubscription({ providerSubscriptionId: 'sub_any' })).rejects.toThrow(
      'Stripe refused to resume the subscription (401): Invalid API Key provided: sk_test_***',
    );
    // stripe-node tries a 500 twice.
    stripe.failNext(500, { type: 'api_error', message: 'Something went wrong on Stripe’s end.' }, 2);
    await expect(
      provider.createPortalSession({
        providerCustomerId: 'cus_any',
        returnUrl: 'http://x.test/billing',
        locale: 'en',
      }),
    ).rejects.toThrow(
      'Stripe refused to open the billing portal (500): Something went wrong on Stripe’s end.',
    );
  });

  it('opens the billing portal for the customer, returning to the dashboard in the payer’s language', async () => {
    const { customer } = await paidSubscription();
    const portal = await provider.createPortalSession({
      providerCustomerId: customer,
      returnUrl: 'http://127.0.0.1:3999/billing',
      locale: 'de',
    });
    expect(stripe.lastRequest('/v1/billing_portal/sessions')?.params).toEqual({
      customer,
      return_url: 'http://127.0.0.1:3999/billing',
      locale: 'de',
    });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
  });

  it('cancels at the end of the period with the reason, then resumes', async () => {
    const { subscription } = await paidSubscription();
    const path = `/v1/subscriptions/${subscription}`;

    await provider.cancelSubscription({
      providerSubscriptionId: subscription,
      atPeriodEnd: true,
      reason: 'Too dear',
    });
    expect(stripe.lastRequest(path)?.params).toEqual({
      cancel_at_period_end: 'true',
      'cancellation_details[comment]': 'Too dear',
    });
    expect(stripe.subscription(subscription)).toMatchObject({ status: 'active', cancel_at_period_end: true });

    await provider.resumeSubscription({ providerSubscriptionId: subscription });
    expect(stripe.lastRequest(path)?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(stripe.subscription(subscription)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
  });

  it('cancels now without proration or a final invoice, and without a reason when none was given', async () => {
    const { subscription } = await paidSubscription();
    await provider.cancelSubscription({
      providerSubscriptionId: subscription,
      atPeriodEnd: false,
      reason: null,
    });
    expect(stripe.lastRequest(`/v1/subscriptions/${subscription}`, 'DELETE')?.params).toEqual({
      prorate: 'false',
      invoice_now: 'false',
    });
    expect(stripe.subscription(subscription).status).toBe('canceled');
  });

  it('ends as asked a subscription Stripe has ended already or does not know, so a retried call succeeds', async () => {
    const { subscription } = await paidSubscription();
    const endNow = (providerSubscriptionId: string) =>
      provider.cancelSubscription({ providerSubscriptionId, atPeriodEnd: false, reason: null });
    await endNow(subscription);
    await expect(endNow(subscription)).resolves.toBeUndefined();
    expect(stripe.subscription(subscription).status).toBe('canceled');
    await expect(endNow('sub_unknown')).resolves.toBeUndefined();
  });

  it('refunds part of a subscription’s payment through its invoice’s payment intent, then the rest, then refuses', async () => {
    const plan = { id: 'plan_x', slug: 'x', name: 'X', stripePriceId: 'price_pro_month' };
    const { providerSessionId } = await provider.createCheckout(checkoutInput({ plan }));
    const { invoice } = stripe.completeCheckout(providerSessionId);
    const refund = (amount: number, idempotencyKey: string) =>
      provider.refund({
        paymentReference: invoice,
        amount: { amount, currency: 'USD' },
        reason: 'Charged twice',
        idempotencyKey,
      });

    const part = await refund(900, 'refund-1');
    expect(part.providerRefundId).toMatch(/^re_test_/);
    const sent = stripe.lastRequest('/v1/refunds');
    expect(sent?.params).toMatchObject({
      amount: '900',
      reason: 'requested_by_customer',
      'metadata[comment]': 'Charged twice',
    });
    expect(sent?.params.payment_intent).toMatch(/^pi_test_/);
    expect(sent?.idempotencyKey).toBe('tracklane-refund-refund-1');
    await expect(refund(2001, 'refund-2')).rejects.toThrow(/greater than unrefunded amount/);
    await refund(2000, 'refund-3');
    await expect(refund(1, 'refund-4')).rejects.toThrow(/already been refunded/);
    expect(stripe.refunds.map(({ amount }) => amount)).toEqual([900, 2000]);
  });

  it('refunds a one-off payment by its payment intent, and refuses a payment Stripe has no record of', async () => {
    const intent = stripe.charge(1500, 'usd');
    const input = {
      amount: { amount: 1500, currency: 'USD' },
      reason: 'Goodwill',
      idempotencyKey: 'one-off',
    };
    await provider.refund({ ...input, paymentReference: intent });
    expect(stripe.lastRequest('/v1/refunds')?.params.payment_intent).toBe(intent);
    await expect(provider.refund({ ...input, paymentReference: null })).rejects.toThrow(
      /Stripe has no payment to refund/,
    );
  });
});
