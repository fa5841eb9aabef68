import { missing, now, required, stripeId, StripeRefusal } from './stripe-fake-objects.ts';

/** What the fake keeps of a payment intent: what it charged and what was given back of it. */
interface FakePaymentIntent {
  id: string;
  amount: number;
  currency: string;
  refunded: number;
  /** The invoice it paid, for a subscription's payment. */
  invoice: string | null;
}

/**
 * The fake Stripe's payments and refunds: each paid checkout leaves a payment intent (an invoice's,
 * for a subscription), listed by `GET /v1/invoice_payments?invoice=` as Stripe lists an invoice's
 * payments, and refunded by `POST /v1/refunds` (of a `payment_intent`, whole unless `amount` says), with
 * Stripe's refusals: nothing left to refund (`charge_already_refunded`) and more than is left (on `amount`).
 */
export function fakeRefunds() {
  const intents = new Map<string, FakePaymentIntent>();
  const refunds: { id: string; paymentIntent: string; amount: number; metadata: Record<string, string> }[] =
    [];

  /** A paid payment intent of `amount`, paying `invoice` when given; answers its id. */
  function charge(amount: number, currency: string, invoice: string | null = null) {
    const id = stripeId('pi');
    intents.set(id, { id, amount, currency, refunded: 0, invoice });
    return id;
  }

  function listInvoicePayments(params: Record<string, string>) {
    if (!params.invoice) throw required('invoice');
    const data = [...intents.values()]
      .filter((intent) => intent.invoice === params.invoice)
      .map((intent) => ({
        id: stripeId('inpay'),
        object: 'invoice_payment',
        invoice: intent.invoice,
        amount_paid: intent.amount,
        currency: intent.currency,
        status: 'paid',
        is_default: true,
        payment: { type: 'payment_intent', payment_intent: intent.id },
      }));
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }

  function createRefund(params: Record<string, string>) {
    const id = params.payment_intent;
    if (!id) throw required('payment_intent');
    const intent = intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'payment_intent');
    const left = intent.amount - intent.refunded;
    if (left <= 0) {
      throw new StripeRefusal(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge for ${id} has already been refunded.`,
      });
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left) {
      throw new StripeRefusal(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        param: 'amount',
      });
    }
    intent.refunded += amount;
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );
    const refund = { id: stripeId('re'), paymentIntent: id, amount, metadata };
    refunds.push(refund);
    return {
      id: refund.id,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: id,
      reason: params.reason ?? null,
      metadata,
      status: 'succeeded',
      created: now(),
    };
  }

  return {
    charge,
    /** Answers the fake's API for its paths, or undefined for a path it does not serve. */
    route(method: string, path: string, params: Record<string, string>): unknown {
      if (method === 'GET' && path === '/v1/invoice_payments') return listInvoicePayments(params);
      if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
      return undefined;
    },
    /** The refunds made so far, oldest first. */
    refunds,
  };
}
