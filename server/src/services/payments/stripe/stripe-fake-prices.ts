import { missing, type FakePrice } from './stripe-fake-objects.ts';

/** The fake Stripe's `GET /v1/prices/{id}`: a price it sells as Stripe's Price object (USD), or 404. */
export function priceObject(id: string, catalog: ReadonlyMap<string, FakePrice>) {
  const price = catalog.get(id);
  if (!price) throw missing('price', id, 'id');
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: price.amount,
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
    livemode: false,
  };
}
