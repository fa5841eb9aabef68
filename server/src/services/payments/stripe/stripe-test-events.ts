import { randomBytes } from 'node:crypto';
import { Stripe } from 'stripe';

/** Seconds since the epoch, Stripe's clock. */
export const stripeNow = () => Math.floor(Date.now() / 1000);

/**
 * A webhook body as Stripe sends it: the event envelope around `object`, created at `created` (seconds),
 * with a fresh `evt_` id unless `id` names one.
 */
export function stripeEventBody(
  type: string,
  object: object,
  { created = stripeNow(), id = `evt_test_${randomBytes(12).toString('hex')}` } = {},
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

/**
 * The `Stripe-Signature` header Stripe would send with `body`, signed with `secret` at `timestamp`
 * (seconds; now unless told), made by stripe-node's own test helper.
 */
export function stripeSignature(body: string, secret: string, timestamp = stripeNow()): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}

/** A Stripe invoice of `subscription` for `period`, paid in full: what `invoice.*` events carry. */
export function stripeInvoice({
  subscription,
  billingReason,
  amount,
  period,
}: {
  subscription: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amount: number;
  period: { start: number; end: number };
}) {
  const id = `in_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'invoice',
    billing_reason: billingReason,
    status: 'paid',
    amount_due: amount,
    amount_paid: amount,
    total: amount,
    currency: 'usd',
    // An invoice's own period is the one before its subscription line's (Stripe bills in advance).
    period_start: period.start - (period.end - period.start),
    period_end: period.start,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [{ id: `il_${id.slice(8)}`, object: 'line_item', amount, period }],
    },
  };
}
