import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { checkoutUrls } from '../../../../tests/server/sandbox-checkout.ts';
import { STRIPE_WEBHOOK_SECRET, useStripeTestServer } from '../../../../tests/server/stripe-test-server.ts';
import { billingCustomers, checkoutSessions, invoices } from '../../db/schema/billing.ts';
import { stripeEventBody, stripeSignature } from '../../services/payments/stripe/stripe-test-events.ts';

const { server, stripe } = useStripeTestServer();

/** Posts a body to the webhook path as Stripe does, signed with `secret`. */
function postStripeWebhook(body: string, secret = STRIPE_WEBHOOK_SECRET) {
  return server().app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(body, secret),
    },
    payload: body,
  });
}

describe('checkout with Stripe configured', () => {
  it('sends the browser to Stripe, and Stripe’s signed checkout.session.completed starts the subscription, once', async () => {
    const { api, account, domain } = await domainOwner(server());
    const { data } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
    });
    expect(data?.data.checkout_url).not.toContain(server().config.appUrl);
    const [session] = await server()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, data?.data.session_id ?? ''));
    expect(session).toMatchObject({ provider: 'stripe', status: 'open' });

    const completed = stripe().completeCheckout(session?.providerSessionId ?? '');
    const body = stripeEventBody('checkout.session.completed', completed);
    expect((await postStripeWebhook(body, 'whsec_someone_else')).statusCode).toBe(400);
    const first = await postStripeWebhook(body);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await postStripeWebhook(body)).json()).toEqual({ received: true, outcome: 'replayed' });

    const { data: subscription } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(subscription?.data).toMatchObject({ status: 'active', plan: { slug: 'pro-monthly' } });
    expect(await server().db.select().from(invoices).where(eq(invoices.userId, account.id))).toHaveLength(1);
    const [customer] = await server()
      .db.select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, account.id));
    expect(customer).toMatchObject({ provider: 'stripe', providerCustomerId: completed.customer });

    const { data: portal } = await api.POST('/subscriptions/portal', {});
    expect(portal?.data.url).toMatch(/^https?:\/\//);
  });
});
