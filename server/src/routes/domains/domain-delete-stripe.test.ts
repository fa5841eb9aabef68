import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyedDomain, purchase } from '../../../../tests/server/event-senders.ts';
import { checkoutUrls } from '../../../../tests/server/sandbox-checkout.ts';
import {
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  useStripeTestServer,
} from '../../../../tests/server/stripe-test-server.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { domains } from '../../db/schema/business.ts';
import { stripeEventBody, stripeSignature } from '../../services/payments/stripe/stripe-test-events.ts';

const { server, stripe } = useStripeTestServer();

const byId = (domainId: string) => ({ params: { path: { domainId } } });

/**
 * A domain owner whose domain has received events and pays for Pro through Stripe: checkout, paid at
 * the fake Stripe, and its signed webhook. Answers the owner and Stripe's subscription id.
 */
async function payingSender() {
  const sender = await keyedDomain(server());
  expect((await sender.send([purchase(), purchase()])).response.status).toBe(202);
  const { data } = await sender.api.POST('/subscriptions/checkout', {
    body: { domain_id: sender.domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
  });
  const [checkout] = await server()
    .db.select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, data?.data.session_id ?? ''));
  const completed = stripe().completeCheckout(checkout?.providerSessionId ?? '');
  const body = stripeEventBody('checkout.session.completed', completed);
  const applied = await server().app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(body, STRIPE_WEBHOOK_SECRET),
    },
    payload: body,
  });
  expect(applied.json()).toMatchObject({ outcome: 'applied' });
  const subscriptionId = String(completed.subscription);
  expect(stripe().subscription(subscriptionId)).toMatchObject({ status: 'active' });
  return { ...sender, subscriptionId };
}

describe('DELETE /domains/{domainId} with Stripe as the payment provider', () => {
  it("DELETE /domains/{domainId} cancels the domain's Stripe subscription at once, without refund", async () => {
    const { api, domain, subscriptionId } = await payingSender();
    expect((await api.DELETE('/domains/{domainId}', byId(domain.id))).response.status).toBe(200);
    expect(stripe().subscription(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(stripe().lastRequest(`/v1/subscriptions/${subscriptionId}`, 'DELETE')?.params).toMatchObject({
      prorate: 'false',
      invoice_now: 'false',
      'cancellation_details[comment]': 'The domain was deleted',
    });
  });

  it('DELETE /domains/{domainId} answers 503 and deletes nothing while Stripe cannot be reached, and succeeds when tried again', async () => {
    const { api, domain, subscriptionId, send } = await payingSender();
    // stripe-node tries a 500 once more.
    stripe().failNext(500, { type: 'api_error', message: 'Stripe is having a bad day' }, 2);
    const refused = await api.DELETE('/domains/{domainId}', byId(domain.id));
    expect(refused.response.status).toBe(503);
    expect(refused.error?.message).toBe(
      'The payment service could not be reached, so nothing was deleted. Please try again in a few minutes',
    );
    expect(await server().db.select().from(domains).where(eq(domains.id, domain.id))).toHaveLength(1);
    expect((await send([purchase()])).response.status).toBe(202);

    expect((await api.DELETE('/domains/{domainId}', byId(domain.id))).response.status).toBe(200);
    expect(stripe().subscription(subscriptionId)).toMatchObject({ status: 'canceled' });
  });

  it('DELETE /domains/{domainId} deletes a domain whose Stripe subscription has already ended at Stripe', async () => {
    const { api, domain, subscriptionId } = await payingSender();
    const ended = await fetch(`${stripe().url}/v1/subscriptions/${subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}` },
    });
    expect(ended.status).toBe(200);
    expect((await api.DELETE('/domains/{domainId}', byId(domain.id))).response.status).toBe(200);
    expect(await server().db.select().from(domains).where(eq(domains.id, domain.id))).toEqual([]);
  });
});
