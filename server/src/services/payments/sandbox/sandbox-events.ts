import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { WebhookSignatureError, type ProviderEvent } from '../payment-provider.ts';

/** Unix seconds, as providers write times in webhooks. */
const seconds = z.number().int().nonnegative();
const optionalSeconds = seconds.nullable();
const money = { amount: z.number().int(), currency: z.string().regex(/^[A-Z]{3}$/) };

/**
 * The sandbox's webhook body: `{ id, type, created, data }` like Stripe's events, with our normalised
 * types. The sandbox itself sends only the checkout ones; the subscription ones let tests (and anyone
 * holding the key) drive a sandbox subscription through the rest of its life.
 */
const sandboxEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('checkout.completed'),
    data: z.object({
      session_id: z.string().min(1),
      customer_id: z.string().min(1),
      subscription_id: z.string().min(1).nullable(),
      ...money,
      payment_reference: z.string().nullable(),
      card: z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) }).nullable(),
    }),
  }),
  z.object({
    type: z.literal('checkout.failed'),
    data: z.object({
      session_id: z.string().min(1),
      reason: z.enum(['card_declined', 'authentication_failed', 'payment_failed']),
      payment_reference: z.string().nullable(),
    }),
  }),
  z.object({
    type: z.literal('subscription.updated'),
    data: z.object({
      subscription_id: z.string().min(1),
      status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'incomplete']),
      cancel_at_period_end: z.boolean(),
      current_period_start: optionalSeconds,
      current_period_end: optionalSeconds,
      canceled_at: optionalSeconds,
      trial_end: optionalSeconds,
    }),
  }),
  z.object({
    type: z.literal('subscription.ended'),
    data: z.object({ subscription_id: z.string().min(1), ended_at: seconds }),
  }),
  z.object({
    type: z.literal('subscription.renewed'),
    data: z.object({
      subscription_id: z.string().min(1),
      invoice_id: z.string().min(1),
      ...money,
      payment_reference: z.string().nullable(),
      period_start: seconds,
      period_end: seconds,
    }),
  }),
]);

export type SandboxEventBody = z.input<typeof sandboxEventSchema>;

const envelopeSchema = z.object({ id: z.string().min(1).max(255), type: z.string(), created: seconds });
const KNOWN_TYPES: ReadonlySet<string> = new Set(
  sandboxEventSchema.options.map((option) => option.shape.type.value),
);

const dateOf = (unix: number) => new Date(unix * 1000);
const dateOrNull = (unix: number | null) => (unix === null ? null : dateOf(unix));

/** A sandbox event as the sandbox sends it: a fresh `evt_sbx_…` id, created now. */
export function sandboxEventPayload(body: SandboxEventBody, now = new Date()): Buffer {
  const id = `evt_sbx_${randomBytes(12).toString('hex')}`;
  return Buffer.from(JSON.stringify({ id, created: Math.floor(now.getTime() / 1000), ...body }));
}

/**
 * The event a verified sandbox webhook carries. A body that is signed but not an event (which only the
 * key's holder can send) is refused like a bad signature: nothing is applied and the sender hears 400.
 */
export function parseSandboxEvent(payload: Buffer): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The body is not JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new WebhookSignatureError('The body is not a sandbox event');
  const base = { id: envelope.data.id, createdAt: dateOf(envelope.data.created) };
  if (!KNOWN_TYPES.has(envelope.data.type))
    return { ...base, type: 'ignored', providerType: envelope.data.type };
  const event = sandboxEventSchema.safeParse(json);
  if (!event.success) throw new WebhookSignatureError(`The ${envelope.data.type} event is malformed`);
  const { type, data } = event.data;
  switch (type) {
    case 'checkout.completed':
      return {
        ...base,
        type,
        sessionId: data.session_id,
        providerCustomerId: data.customer_id,
        providerSubscriptionId: data.subscription_id,
        amountPaid: { amount: data.amount, currency: data.currency },
        paymentReference: data.payment_reference,
        providerInvoiceId: null,
        card: data.card,
        period: null,
      };
    case 'checkout.failed':
      return {
        ...base,
        type,
        sessionId: data.session_id,
        reason: data.reason,
        paymentReference: data.payment_reference,
      };
    case 'subscription.updated':
      return {
        ...base,
        type,
        providerSubscriptionId: data.subscription_id,
        status: data.status,
        cancelAtPeriodEnd: data.cancel_at_period_end,
        currentPeriodStart: dateOrNull(data.current_period_start),
        currentPeriodEnd: dateOrNull(data.current_period_end),
        canceledAt: dateOrNull(data.canceled_at),
        trialEnd: dateOrNull(data.trial_end),
      };
    case 'subscription.ended':
      return { ...base, type, providerSubscriptionId: data.subscription_id, endedAt: dateOf(data.ended_at) };
    case 'subscription.renewed':
      return {
        ...base,
        type,
        providerSubscriptionId: data.subscription_id,
        providerInvoiceId: data.invoice_id,
        amountPaid: { amount: data.amount, currency: data.currency },
        paymentReference: data.payment_reference,
        period: { start: dateOf(data.period_start), end: dateOf(data.period_end) },
      };
  }
}
