import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DAY,
  itemId,
  metadataOf,
  missing,
  now,
  PERIOD_DAYS,
  required,
  stripeId,
  StripeRefusal,
  subscriptionObject,
  type FakeCheckoutSession,
  type FakePrice,
  type FakeSubscription,
  type StripeErrorBody,
} from './stripe-fake-objects.ts';
import { checkoutSessionOf } from './stripe-fake-checkout.ts';
import { priceObject } from './stripe-fake-prices.ts';
import { fakeRefunds } from './stripe-fake-refunds.ts';

/** One call the adapter made, with its parameters flattened as Stripe receives them (`line_items[0][price]`). */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, or the query string of a DELETE (where stripe-node puts its parameters). */
  params: Record<string, string>;
  /** The Idempotency-Key header, with which Stripe answers a repeated request as it did the first. */
  idempotencyKey: string | undefined;
}

async function readForm(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  if (request.method !== 'POST') return Object.fromEntries(url.searchParams);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * A stand-in for the part of Stripe's API the Stripe adapter calls, on 127.0.0.1 over plain HTTP:
 * Checkout Sessions, Billing Portal sessions, updating, reading and cancelling subscriptions, and refunds
 * of the payments checkouts took (stripe-fake-refunds.ts). It
 * checks the bearer secret key, reads form-encoded parameters as Stripe does, answers objects shaped like
 * Stripe's and errors in Stripe's `{ error }` envelope, and records every request for tests to assert on.
 * A checkout of a price it does not sell is refused as Stripe refuses it.
 */
export async function startStripeFake({
  secretKey,
  prices,
}: {
  secretKey: string;
  /** The prices Stripe sells, by id; a bare amount (cents) is a monthly price. */
  prices: Record<string, FakePrice | number>;
}) {
  const catalog = new Map(
    Object.entries(prices).map(([id, price]) => [
      id,
      typeof price === 'number' ? { amount: price, interval: 'month' as const } : price,
    ]),
  );
  const requests: RecordedStripeRequest[] = [];
  /** Each customer's balance in cents: negative is credit, which the next invoice uses first. */
  const balances = new Map<string, number>();
  /** What Stripe billed outside checkout: each invoice's total and what it charged the card after credit. */
  const invoices: { subscription: string; total: number; charged: number }[] = [];
  /** Checkout sessions as answered, with the price each sells (not a field of Stripe's object). */
  const sessions = new Map<string, { session: FakeCheckoutSession; price: string | null }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let failures: { status: number; body: StripeErrorBody }[] = [];
  const payments = fakeRefunds();

  function createCheckoutSession(params: Record<string, string>) {
    const created = checkoutSessionOf(params, catalog, balances);
    sessions.set(created.session.id, created);
    return created.session;
  }

  function createPortalSession(params: Record<string, string>) {
    if (!params.customer) throw required('customer');
    if (!balances.has(params.customer)) throw missing('customer', params.customer, 'customer');
    const id = stripeId('bps');
    return {
      id,
      object: 'billing_portal.session',
      customer: params.customer,
      return_url: params.return_url ?? null,
      url: `https://billing.stripe.com/p/session/${id}`,
      livemode: false,
    };
  }

  /** A new period of the subscription from now, invoiced in full and paid with the customer's credit first. */
  function startPeriod(subscription: FakeSubscription) {
    subscription.periodStart = now();
    subscription.periodEnd = subscription.periodStart + PERIOD_DAYS[subscription.price.interval] * DAY;
    const total = subscription.price.amount;
    const balance = (balances.get(subscription.customer) ?? 0) + total;
    balances.set(subscription.customer, Math.min(balance, 0));
    invoices.push({ subscription: subscription.id, total, charged: Math.max(balance, 0) });
  }

  function creditBalance(customer: string, params: Record<string, string>) {
    if (!balances.has(customer)) throw missing('customer', customer, 'customer');
    if (!params.amount) throw required('amount');
    if (!params.currency) throw required('currency');
    const ending = (balances.get(customer) ?? 0) + Number(params.amount);
    balances.set(customer, ending);
    return {
      id: stripeId('cbtxn'),
      object: 'customer_balance_transaction',
      customer,
      amount: Number(params.amount),
      currency: params.currency,
      description: params.description ?? null,
      ending_balance: ending,
    };
  }

  function subscriptionById(id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id, 'id');
    return subscription;
  }

  function updateSubscription(id: string, params: Record<string, string>) {
    const subscription = subscriptionById(id);
    if (subscription.status === 'canceled') {
      throw new StripeRefusal(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    const priceId = params['items[0][price]'];
    if (priceId) {
      const item = params['items[0][id]'] ?? '';
      if (item !== itemId(subscription)) throw missing('subscription item', item, 'items[0][id]');
      const price = catalog.get(priceId);
      if (!price) throw missing('price', priceId, 'items[0][price]');
      // Stripe starts a new period, billed at once, when the interval changes or the anchor moves to now.
      const newPeriod =
        price.interval !== subscription.price.interval || params['billing_cycle_anchor[type]'] === 'now';
      subscription.price = { id: priceId, ...price };
      if (newPeriod) startPeriod(subscription);
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
    }
    if (params['cancellation_details[comment]'] !== undefined) {
      subscription.comment = params['cancellation_details[comment]'] || null;
    }
    Object.assign(subscription.metadata, metadataOf(params));
    return subscriptionObject(subscription, params);
  }

  function cancelSubscription(id: string, params: Record<string, string>) {
    const subscription = subscriptionById(id);
    if (subscription.status === 'canceled') {
      throw new StripeRefusal(400, {
        type: 'invalid_request_error',
        message: `This subscription has already been canceled: '${id}'`,
      });
    }
    subscription.status = 'canceled';
    subscription.canceledAt = now();
    subscription.comment = params['cancellation_details[comment]'] ?? subscription.comment;
    return subscriptionObject(subscription);
  }

  function route(method: string, path: string, params: Record<string, string>): unknown {
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    const balanceOf = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(path)?.[1];
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
    if (price && method === 'GET') return priceObject(price, catalog);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(params);
    if (subscription && method === 'GET') return subscriptionObject(subscriptionById(subscription), params);
    if (subscription && method === 'POST') return updateSubscription(subscription, params);
    if (subscription && method === 'DELETE') return cancelSubscription(subscription, params);
    if (balanceOf && method === 'POST') return creditBalance(balanceOf, params);
    const paymentAnswer = payments.route(method, path, params);
    if (paymentAnswer) return paymentAnswer;
    throw new StripeRefusal(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const params = await readForm(request, url);
    const idempotencyKey = request.headers['idempotency-key'];
    requests.push({ method, path: url.pathname, params, idempotencyKey: idempotencyKey?.toString() });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const message =
        'Invalid API Key provided: ' + (request.headers.authorization ?? '').slice(7, 15) + '***';
      send(401, { error: { type: 'invalid_request_error', message } });
      return;
    }
    const failure = failures.shift();
    if (failure) {
      send(failure.status, { error: failure.body });
      return;
    }
    try {
      send(200, route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeRefusal)) throw error;
      send(error.status, { error: error.body });
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL, as STRIPE_API_URL. */
    url: `http://127.0.0.1:${port}`,
    /** Every request so far, oldest first. */
    requests,
    /** The last request to `path` (and `method`, POST unless told). */
    lastRequest(path: string, method = 'POST') {
      return requests.findLast((request) => request.path === path && request.method === method);
    },
    /** The next `times` requests (stripe-node retries a 500 once) are answered with this Stripe error. */
    failNext(status: number, body: StripeErrorBody, times = 1) {
      failures = Array.from({ length: times }, () => ({ status, body }));
    },
    /**
     * Pays an open checkout session as Stripe does when the customer completes it: a customer (the
     * session's, or a new one) and, for a subscription checkout, an active subscription of its price for
     * one period. Answers the completed session, the object a `checkout.session.completed` event carries.
     */
    completeCheckout(sessionId: string) {
      const entry = sessions.get(sessionId);
      if (!entry) throw new Error(`the fake Stripe has no checkout session ${sessionId}`);
      const { session, price } = entry;
      const soldPrice = price ? catalog.get(price) : undefined;
      const sold = price && soldPrice ? { id: price, ...soldPrice } : undefined;
      const customer = session.customer ?? stripeId('cus');
      if (!balances.has(customer)) balances.set(customer, 0);
      Object.assign(session, { status: 'complete', customer, payment_status: 'paid' });
      if (session.mode === 'setup') {
        session.payment_status = 'no_payment_required';
        session.setup_intent = stripeId('seti');
      } else if (session.mode === 'payment' || !sold) {
        session.payment_intent = payments.charge(session.amount_total ?? 0, session.currency);
      } else {
        const start = now();
        const subscription: FakeSubscription = {
          id: stripeId('sub'),
          customer,
          price: sold,
          status: 'active',
          cancelAtPeriodEnd: false,
          periodStart: start,
          periodEnd: start + PERIOD_DAYS[sold.interval] * DAY,
          canceledAt: null,
          comment: null,
          metadata: { ...session.metadata },
          paymentMethod: { id: stripeId('pm'), brand: 'visa', last4: '4242' },
        };
        subscriptions.set(subscription.id, subscription);
        const invoice = stripeId('in');
        payments.charge(session.amount_total ?? sold.amount, session.currency, invoice);
        Object.assign(session, { subscription: subscription.id, invoice });
      }
      return { ...structuredClone(session), customer };
    },
    /** A payment Stripe took of `amount` cents (paying `invoice` when given), as a renewal's; answers its id. */
    charge: payments.charge,
    /** The refunds made so far, oldest first, with the payment intent each gave back of. */
    refunds: payments.refunds,
    /** What Stripe billed `subscription` outside checkout (a new period started by a change), oldest first. */
    invoicesOf: (subscription: string) => invoices.filter((invoice) => invoice.subscription === subscription),
    /** A subscription as Stripe would answer it now (for the `data.object` of subscription events). */
    subscription(id: string) {
      return subscriptionObject(subscriptionById(id));
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
