import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../../tests/server/owned-domain.ts';
import { checkoutUrls } from '../../../../../tests/server/sandbox-checkout.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import {
  STRIPE_WEBHOOK_SECRET,
  useStripeTestServer,
} from '../../../../../tests/server/stripe-test-server.ts';
import { checkoutSessions, payments } from '../../../db/schema/billing.ts';
import { stripeEventBody, stripeSignature } from '../../../services/payments/stripe/stripe-test-events.ts';

const { server, stripe } = useStripeTestServer();

/** A domain owner who paid Pro through Stripe's checkout (its completed webhook applied), and that payment. */
async function stripePayment() {
  const owner = await domainOwner(server());
  const { data } = await owner.api.POST('/subscriptions/checkout', {
    body: { domain_id: owner.domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
  });
  const [session] = await server()
    .db.select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, data?.data.session_id ?? ''));
  const body = stripeEventBody(
    'checkout.session.completed',
    stripe().completeCheckout(session?.providerSessionId ?? ''),
  );
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
  const [payment] = await server().db.select().from(payments).where(eq(payments.userId, owner.account.id));
  if (!payment) throw new Error('the Stripe checkout recorded no payment');
  return payment;
}

describe('refunds through Stripe', () => {
  it('POST /admin/payments/{id}/refunds refunds part and then the rest through Stripe, and refuses more than paid and a second full refund', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const payment = await stripePayment();
    expect(payment.providerReference).toMatch(/^in_test_/);
    const refund = (body: { amount?: number; reason: string }) =>
      api.POST('/admin/payments/{id}/refunds', { params: { path: { id: payment.id } }, body });

    const part = await refund({ amount: 1900, reason: 'Charged for a day of downtime' });
    expect(part.response.status).toBe(201);
    expect(part.data?.data).toMatchObject({ status: 'succeeded', refunded_amount: 1900 });
    const [made] = stripe().refunds;
    expect(made).toMatchObject({ amount: 1900, metadata: { comment: 'Charged for a day of downtime' } });
    expect(part.data?.data.refunds?.[0]?.provider_reference).toBe(made?.id);

    const tooMuch = await refund({ amount: 3001, reason: 'More than paid' });
    expect(tooMuch.response.status).toBe(422);
    expect(Object.keys(tooMuch.error?.errors ?? {})).toEqual(['amount']);
    expect(stripe().refunds).toHaveLength(1);

    const rest = await refund({ reason: 'Closing the account' });
    expect(rest.data?.data).toMatchObject({ status: 'refunded', refunded_amount: 4900 });
    expect(stripe().refunds.map(({ amount }) => amount)).toEqual([1900, 3000]);

    const twice = await refund({ reason: 'Once more' });
    expect(Object.keys(twice.error?.errors ?? {})).toEqual(['status']);
    expect(stripe().refunds).toHaveLength(2);
  });

  it('POST /admin/payments/{id}/refunds answers Stripe’s refusal under amount and records nothing', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const payment = await stripePayment();
    // Refunded in Stripe's dashboard meanwhile: Stripe has nothing left to give back.
    await server()
      .db.update(payments)
      .set({ providerReference: stripe().charge(0, 'usd') })
      .where(eq(payments.id, payment.id));
    const refused = await api.POST('/admin/payments/{id}/refunds', {
      params: { path: { id: payment.id } },
      body: { reason: 'Refund the rest' },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.errors?.amount?.[0]).toMatch(/refused the refund: .*already been refunded/);
    const [after] = await server().db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
  });
});
