import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import type { ServerConfig } from '../../../config.ts';
import { billingCustomers, invoices, payments, subscriptions } from '../../../db/schema/billing.ts';
import { plans } from '../../../db/schema/business.ts';
import { PAYMENT_WEBHOOK_PATH } from '../payment-provider.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';
import { stripeEventBody, stripeInvoice, stripeNow, stripeSignature } from './stripe-test-events.ts';

const SECRET_KEY = 'sk_test_webhooks';
const WEBHOOK_SECRET = 'whsec_webhooks';
const PRICE = 'price_pro_monthly';
const BUSINESS_PRICE = 'price_business_monthly';
const YEARLY_PRICE = 'price_pro_yearly';

// The fake starts before the server, which is configured for Stripe at the fake's address.
let stripe: StripeFake;
const overrides: Partial<ServerConfig> = {};
beforeAll(async () => {
  stripe = await startStripeFake({
    secretKey: SECRET_KEY,
    prices: { [PRICE]: 4900, [BUSINESS_PRICE]: 14_900, [YEARLY_PRICE]: { amount: 49_000, interval: 'year' } },
  });
  overrides.payments = {
    provider: 'stripe',
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stripe.url,
  };
});
afterAll(async () => {
  await stripe.close();
});
const server = useTestServer(overrides);

beforeAll(async () => {
  const { db } = server();
  await db.update(plans).set({ stripePriceId: PRICE }).where(eq(plans.slug, 'pro-monthly'));
  await db.update(plans).set({ stripePriceId: BUSINESS_PRICE }).where(eq(plans.slug, 'business-monthly'));
  await db.update(plans).set({ stripePriceId: YEARLY_PRICE }).where(eq(plans.slug, 'pro-yearly'));
});

/** Posts `body` to the webhook as Stripe does, signed with `secret` (the configured one unless told). */
function deliver(body: string, secret = WEBHOOK_SECRET) {
  return server().app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, secret) },
    payload: body,
  });
}

const checkoutUrls = () => ({
  success_url: `${server().config.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${server().config.appUrl}/checkout/failed?session_id={CHECKOUT_SESSION_ID}`,
});

/** Starts a checkout of `planSlug` for the domain through the API; answers it and Stripe's session id. */
async function startCheckout(owner: Awaited<ReturnType<typeof domainOwner>>, planSlug: string) {
  const { data, error } = await owner.api.POST('/subscriptions/checkout', {
    body: { domain_id: owner.domain.id, plan_slug: planSlug, ...checkoutUrls() },
  });
  if (!data) throw new Error(`the checkout did not start: ${JSON.stringify(error)}`);
  return {
    checkout: data.data,
    providerSessionId: new URL(data.data.checkout_url).pathname.split('/').at(-1) ?? '',
  };
}

/** A domain owner whose checkout of Pro went to Stripe and was paid there, but not yet reported. */
async function ownerWhoPaidAtStripe() {
  const owner = await domainOwner(server());
  const { checkout, providerSessionId } = await startCheckout(owner, 'pro-monthly');
  return { ...owner, checkout, paid: stripe.completeCheckout(providerSessionId) };
}

async function rowsOf(userId: string) {
  const { db } = server();
  return {
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    invoices: await db.select().from(invoices).where(eq(invoices.userId, userId)),
    payments: await db.select().from(payments).where(eq(payments.userId, userId)),
  };
}

describe('POST /webhooks/payments with Stripe', () => {
  it('sends the checkout to Stripe with our session, and a signed checkout.session.completed subscribes the domain once', async () => {
    const { account, api, domain, checkout, paid } = await ownerWhoPaidAtStripe();
    expect(checkout.checkout_url).toBe(paid.url);
    expect(stripe.lastRequest('/v1/checkout/sessions')?.params).toMatchObject({
      client_reference_id: checkout.session_id,
      'line_items[0][price]': PRICE,
      customer_email: account.email,
    });

    const body = stripeEventBody('checkout.session.completed', paid);
    const first = await deliver(body);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    const period = stripe.subscription(paid.subscription ?? '').items.data[0];
    expect(data?.data).toMatchObject({
      status: 'active',
      plan: { slug: 'pro-monthly' },
      cancel_at_period_end: false,
      current_period_end: new Date((period?.current_period_end ?? 0) * 1000),
    });
    const [customer] = await server()
      .db.select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, account.id));
    expect(customer).toMatchObject({
      provider: 'stripe',
      providerCustomerId: paid.customer,
      cardLast4: '4242',
    });
    const before = await rowsOf(account.id);
    expect(before.subscriptions).toHaveLength(1);
    expect(before.invoices).toHaveLength(1);
    expect(before.payments).toMatchObject([
      { provider: 'stripe', amount: 4900, providerReference: paid.invoice },
    ]);

    const replay = await deliver(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await rowsOf(account.id)).toEqual(before);
  });

  it('keeps the newer of two customer.subscription.updated, whatever order they arrive in', async () => {
    const { account, api, domain, paid } = await ownerWhoPaidAtStripe();
    await deliver(stripeEventBody('checkout.session.completed', paid));
    const subscription = stripe.subscription(paid.subscription ?? '');
    const updated = (cancelAtPeriodEnd: boolean, created: number) =>
      stripeEventBody(
        'customer.subscription.updated',
        { ...subscription, cancel_at_period_end: cancelAtPeriodEnd },
        { created },
      );

    // One reading of the clock for both, so a second ticking over between them cannot reorder them.
    const now = stripeNow();
    const newer = await deliver(updated(true, now + 2));
    expect(newer.json()).toEqual({ received: true, outcome: 'applied' });
    const afterNewer = await rowsOf(account.id);
    const older = await deliver(updated(false, now + 1));
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ received: true, outcome: 'stale' });

    expect(await rowsOf(account.id)).toEqual(afterNewer);
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data?.cancel_at_period_end).toBe(true);
  });

  it('records a paid renewal invoice once, for the period of its subscription line', async () => {
    const { account, paid } = await ownerWhoPaidAtStripe();
    await deliver(stripeEventBody('checkout.session.completed', paid));
    const item = stripe.subscription(paid.subscription ?? '').items.data[0];
    const start = item?.current_period_end ?? 0;
    const period = { start, end: start + 30 * 86_400 };
    const invoice = stripeInvoice({
      subscription: paid.subscription ?? '',
      billingReason: 'subscription_cycle',
      amount: 4900,
      period,
    });
    const body = stripeEventBody('invoice.paid', invoice, { created: stripeNow() + 1 });

    expect((await deliver(body)).json()).toEqual({ received: true, outcome: 'applied' });
    const renewed = await rowsOf(account.id);
    expect(renewed.invoices).toHaveLength(2);
    expect(renewed.invoices.find((row) => row.providerInvoiceId === invoice.id)).toMatchObject({
      totalAmount: 4900,
      periodStart: new Date(period.start * 1000),
      periodEnd: new Date(period.end * 1000),
    });
    expect((await deliver(body)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await rowsOf(account.id)).invoices).toHaveLength(2);
  });

  it('fails the checkout when Stripe reports its bank debit failed', async () => {
    const { account, api, checkout, paid } = await ownerWhoPaidAtStripe();
    // A bank debit: the checkout completed unpaid, and the debit failed days later.
    const failed = { ...paid, payment_status: 'unpaid', payment_intent: 'pi_debit' };

    const reply = await deliver(stripeEventBody('checkout.session.async_payment_failed', failed));
    expect(reply.json()).toEqual({ received: true, outcome: 'applied' });
    const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(data?.data).toMatchObject({ status: 'failed', failure: { code: 'payment_failed' } });
    expect((await rowsOf(account.id)).subscriptions).toEqual([]);
  });

  it('changes plan by charging the proration at Stripe, then moves the Stripe subscription to the new price', async () => {
    const owner = await ownerWhoPaidAtStripe();
    const { api, domain, paid } = owner;
    await deliver(stripeEventBody('checkout.session.completed', paid));
    const subscriptionId = paid.subscription ?? '';

    const { providerSessionId } = await startCheckout(owner, 'business-monthly');
    const sent = stripe.lastRequest('/v1/checkout/sessions')?.params;
    expect(sent).toMatchObject({
      mode: 'payment',
      customer: paid.customer,
      'metadata[change_subscription]': subscriptionId,
      'metadata[change_price]': BUSINESS_PRICE,
    });
    // Nearly a whole month is left: the proration is close to the price difference, never more.
    const due = Number(sent?.['line_items[0][price_data][unit_amount]']);
    expect(due).toBeGreaterThan(14_900 - 4900 - 100);
    expect(due).toBeLessThanOrEqual(14_900 - 4900);

    const change = stripe.completeCheckout(providerSessionId);
    const reply = await deliver(
      stripeEventBody('checkout.session.completed', change, { created: stripeNow() + 1 }),
    );
    expect(reply.json()).toEqual({ received: true, outcome: 'applied' });
    expect(stripe.subscription(subscriptionId).items.data[0]?.price.id).toBe(BUSINESS_PRICE);
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data).toMatchObject({ status: 'active', plan: { slug: 'business-monthly' } });
  });

  it('moves to a yearly plan with a new year that costs the card only the checkout’s amount', async () => {
    const owner = await ownerWhoPaidAtStripe();
    const { api, domain, paid } = owner;
    await deliver(stripeEventBody('checkout.session.completed', paid));
    const subscriptionId = paid.subscription ?? '';

    const { providerSessionId } = await startCheckout(owner, 'pro-yearly');
    const due = Number(
      stripe.lastRequest('/v1/checkout/sessions')?.params['line_items[0][price_data][unit_amount]'],
    );
    // A new year starts now: its price less the unused month.
    expect(due).toBeGreaterThanOrEqual(49_000 - 4900);
    expect(due).toBeLessThanOrEqual(49_000 - 4900 + 100);
    const change = stripe.completeCheckout(providerSessionId);
    await deliver(stripeEventBody('checkout.session.completed', change, { created: stripeNow() + 1 }));

    expect(stripe.invoicesOf(subscriptionId)).toEqual([
      { subscription: subscriptionId, total: 49_000, charged: 0 },
    ]);
    const item = stripe.subscription(subscriptionId).items.data[0];
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data).toMatchObject({
      plan: { slug: 'pro-yearly' },
      current_period_end: new Date((item?.current_period_end ?? 0) * 1000),
    });
  });

  it('answers 400 to a payload signed with another secret and changes nothing', async () => {
    const { account, paid } = await ownerWhoPaidAtStripe();
    const reply = await deliver(stripeEventBody('checkout.session.completed', paid), 'whsec_someone_else');
    expect(reply.statusCode).toBe(400);
    expect((await rowsOf(account.id)).subscriptions).toEqual([]);
  });

  it('cancels at Stripe at the end of the period when the owner cancels, and resumes there too', async () => {
    const { api, domain, paid } = await ownerWhoPaidAtStripe();
    await deliver(stripeEventBody('checkout.session.completed', paid));
    const subscriptionId = paid.subscription ?? '';
    const path = { params: { path: { domain: domain.id } } };

    await api.POST('/subscriptions/{domain}/cancel', { ...path, body: { reason: 'Switching tools' } });
    expect(stripe.subscription(subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      cancellation_details: { comment: 'Switching tools' },
    });
    await api.POST('/subscriptions/{domain}/resume', path);
    expect(stripe.subscription(subscriptionId).cancel_at_period_end).toBe(false);
  });
});
