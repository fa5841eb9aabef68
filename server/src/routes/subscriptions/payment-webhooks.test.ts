import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ownerInCheckout,
  postWebhook,
  sendSandboxEvent,
  subscribedOwner,
} from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { checkoutSessions, invoices, payments, subscriptions } from '../../db/schema/billing.ts';
import { domains } from '../../db/schema/business.ts';
import { sandboxKey } from '../../services/payments/payment-providers.ts';
import { sandboxEventPayload } from '../../services/payments/sandbox/sandbox-events.ts';
import { signSandboxPayload } from '../../services/payments/sandbox/sandbox-signature.ts';

const server = useTestServer();

const completed = (sessionId: string) =>
  ({
    type: 'checkout.completed',
    data: {
      session_id: sessionId,
      customer_id: 'cus_sbx_test',
      subscription_id: `sub_sbx_${sessionId}`,
      amount: 4900,
      currency: 'USD',
      payment_reference: 'pi_sbx_test',
      card: { brand: 'visa', last4: '4242' },
    },
  }) as const;

const sessionStatus = async (id: string) =>
  (await server().db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status;

/** The sandbox subscription of the domain, as the provider names it. */
async function providerSubscriptionOf(domainId: string) {
  const [row] = await server().db.select().from(subscriptions).where(eq(subscriptions.domainId, domainId));
  if (!row?.providerSubscriptionId) throw new Error('the domain has no provider subscription');
  return row.providerSubscriptionId;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('POST /webhooks/payments', () => {
  it('answers 400 to a wrong signature and changes nothing', async () => {
    const { checkout } = await ownerInCheckout(server());
    const reply = await sendSandboxEvent(server(), completed(checkout.session_id), {
      secret: Buffer.alloc(32, 7),
    });
    expect(reply.statusCode).toBe(400);
    expect(await sessionStatus(checkout.session_id)).toBe('open');
  });

  it('answers 400 to a body changed after signing, and to a missing or stale signature', async () => {
    const { checkout } = await ownerInCheckout(server());
    const payload = sandboxEventPayload(completed(checkout.session_id));
    const signature = signSandboxPayload(payload, Buffer.from(server().config.appSecret ?? '', 'utf8'));
    const key = sandboxKey(server().config);
    const good = signSandboxPayload(payload, key);
    const tampered = Buffer.from(payload.toString().replace('4900', '4901'));
    expect((await postWebhook(server(), tampered, good)).statusCode).toBe(400);
    expect((await postWebhook(server(), payload, signature)).statusCode).toBe(400);
    expect((await postWebhook(server(), payload, '')).statusCode).toBe(400);
    const old = signSandboxPayload(payload, key, new Date(Date.now() - 3600_000));
    expect((await postWebhook(server(), payload, old)).statusCode).toBe(400);
    expect(await sessionStatus(checkout.session_id)).toBe('open');
  });

  it('applies a replayed event once: the second delivery changes nothing', async () => {
    const { account, checkout } = await ownerInCheckout(server());
    const payload = sandboxEventPayload(completed(checkout.session_id));
    const key = sandboxKey(server().config);
    const first = await postWebhook(server(), payload, signSandboxPayload(payload, key));
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const replay = await postWebhook(server(), payload, signSandboxPayload(payload, key));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await server().db.select().from(invoices).where(eq(invoices.userId, account.id))).toHaveLength(1);
    expect(await server().db.select().from(payments).where(eq(payments.userId, account.id))).toHaveLength(1);
    expect(
      await server().db.select().from(subscriptions).where(eq(subscriptions.userId, account.id)),
    ).toHaveLength(1);
  });

  it('ignores an older `updated` arriving after a newer one', async () => {
    const { api, domain } = await subscribedOwner(server());
    const id = await providerSubscriptionOf(domain.id);
    // One reading of the clock for both events: they carry whole seconds, and two readings either side of a
    // second's tick made "now + 2 s" and "now + 1 s" the same second (the older then looked as new).
    const now = Date.now();
    const end = new Date(now + 20 * 86_400_000);
    const updated = (cancelAtPeriodEnd: boolean) =>
      ({
        type: 'subscription.updated',
        data: {
          subscription_id: id,
          status: 'active',
          cancel_at_period_end: cancelAtPeriodEnd,
          current_period_start: seconds(new Date(now)),
          current_period_end: seconds(end),
          canceled_at: null,
          trial_end: null,
        },
      }) as const;
    const newer = await sendSandboxEvent(server(), updated(true), { createdAt: new Date(now + 2000) });
    expect(newer.json()).toMatchObject({ outcome: 'applied' });
    const older = await sendSandboxEvent(server(), updated(false), { createdAt: new Date(now + 1000) });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ outcome: 'stale' });
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data?.cancel_at_period_end).toBe(true);
    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(row?.subscriptionEndsAt).toEqual(new Date(seconds(end) * 1000));
  });

  it('ignores an `updated` older than the owner’s own cancellation through the API', async () => {
    const { api, domain } = await subscribedOwner(server());
    const id = await providerSubscriptionOf(domain.id);
    const path = { params: { path: { domain: domain.id } } };
    const before = new Date(Date.now() - 5000);
    await api.POST('/subscriptions/{domain}/cancel', { ...path, body: {} });
    const reply = await sendSandboxEvent(
      server(),
      {
        type: 'subscription.updated',
        data: {
          subscription_id: id,
          status: 'active',
          cancel_at_period_end: false,
          current_period_start: null,
          current_period_end: null,
          canceled_at: null,
          trial_end: null,
        },
      },
      { createdAt: before },
    );
    expect(reply.json()).toMatchObject({ outcome: 'stale' });
    expect((await api.GET('/subscriptions/{domain}', path)).data?.data?.cancel_at_period_end).toBe(true);
  });

  it('ends the subscription on `ended`, and the domain expires', async () => {
    const { api, domain } = await subscribedOwner(server());
    const id = await providerSubscriptionOf(domain.id);
    const reply = await sendSandboxEvent(
      server(),
      { type: 'subscription.ended', data: { subscription_id: id, ended_at: seconds(new Date()) } },
      { createdAt: new Date(Date.now() + 1000) },
    );
    expect(reply.json()).toMatchObject({ outcome: 'applied' });
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data?.status).toBe('canceled');
    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(row).toMatchObject({ status: 'expired', planId: null });
  });

  it('records a renewal once, by its invoice, and moves the period forward', async () => {
    const { api, account, domain } = await subscribedOwner(server());
    const id = await providerSubscriptionOf(domain.id);
    const [current] = await server()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.domainId, domain.id));
    const start = current?.currentPeriodEnd ?? new Date();
    const end = new Date(start.getTime() + 30 * 86_400_000);
    const renewal = {
      type: 'subscription.renewed',
      data: {
        subscription_id: id,
        invoice_id: `in_sbx_${domain.id}`,
        amount: 4900,
        currency: 'USD',
        payment_reference: null,
        period_start: seconds(start),
        period_end: seconds(end),
      },
    } as const;
    expect((await sendSandboxEvent(server(), renewal)).json()).toMatchObject({ outcome: 'applied' });
    // The same renewal under another event id (a provider resending it) is no second invoice.
    expect((await sendSandboxEvent(server(), renewal)).json()).toMatchObject({ outcome: 'stale' });
    expect(await server().db.select().from(invoices).where(eq(invoices.userId, account.id))).toHaveLength(2);
    const after = (await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } })).data
      ?.data;
    expect(after?.current_period_end).toEqual(new Date(seconds(end) * 1000));
  });

  it('acknowledges an event type it has no use for', async () => {
    const payloadBody = { type: 'customer.created', data: {} };
    const key = sandboxKey(server().config);
    const payload = Buffer.from(
      JSON.stringify({ id: 'evt_sbx_other', created: seconds(new Date()), ...payloadBody }),
    );
    const reply = await postWebhook(server(), payload, signSandboxPayload(payload, key));
    expect(reply.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
