import {
  DAY,
  metadataOf,
  missing,
  now,
  required,
  stripeId,
  StripeRefusal,
  type FakeCheckoutSession,
  type FakePrice,
} from './stripe-fake-objects.ts';

/**
 * A Checkout Session as Stripe creates it from the form the adapter sent, with the price it sells, or
 * the refusal Stripe would answer: a missing mode, line item or setup currency, a price not in
 * `catalog`, a one-off amount under Stripe's minimum, both `customer` and `customer_email`, or a
 * customer not in `customers`.
 */
export function checkoutSessionOf(
  params: Record<string, string>,
  catalog: ReadonlyMap<string, FakePrice>,
  customers: ReadonlyMap<string, unknown>,
): { session: FakeCheckoutSession; price: string | null } {
  if (!params.mode) throw required('mode');
  // A setup checkout charges nothing and sells nothing, but must say its currency.
  if (params.mode === 'setup' && !params.currency) throw required('currency');
  const price = params['line_items[0][price]'];
  const oneOff = params['line_items[0][price_data][unit_amount]'];
  if (params.mode !== 'setup' && !price && !oneOff) throw required('line_items');
  if (oneOff && Number(oneOff) < 50) {
    throw new StripeRefusal(400, {
      type: 'invalid_request_error',
      code: 'amount_too_small',
      message: "The Checkout Session's total amount due must add up to at least $0.50 usd",
      param: 'line_items[0][price_data][unit_amount]',
    });
  }
  if (price && !catalog.has(price)) throw missing('price', price, 'line_items[0][price]');
  if (params.customer && params.customer_email) {
    throw new StripeRefusal(400, {
      type: 'invalid_request_error',
      message: 'You may only specify one of these parameters: customer, customer_email.',
      param: 'customer',
    });
  }
  if (params.customer && !customers.has(params.customer))
    throw missing('customer', params.customer, 'customer');
  const id = stripeId('cs');
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: params.mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    client_reference_id: params.client_reference_id ?? null,
    customer: params.customer ?? null,
    customer_email: params.customer_email ?? null,
    success_url: params.success_url ?? null,
    cancel_url: params.cancel_url ?? null,
    expires_at: Number(params.expires_at ?? now() + DAY),
    amount_total: price ? (catalog.get(price)?.amount ?? null) : oneOff ? Number(oneOff) : null,
    currency: params['line_items[0][price_data][currency]'] ?? params.currency ?? 'usd',
    locale: params.locale ?? null,
    metadata: metadataOf(params),
    subscription: null,
    invoice: null,
    payment_intent: null,
    setup_intent: null,
    livemode: false,
  };
  return { session, price: price ?? null };
}
