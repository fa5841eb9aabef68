import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { createTestServer, type TestServer } from '../../../../../tests/server/test-server.ts';
import { startStripeFake, type StripeFake } from '../../../services/payments/stripe/stripe-fake.ts';

const SECRET_KEY = 'sk_test_plans';
let stripe: StripeFake;
let server: TestServer;

beforeAll(async () => {
  stripe = await startStripeFake({
    secretKey: SECRET_KEY,
    prices: { price_same: 4900, price_cheaper: 3900, price_yearly: { amount: 4900, interval: 'year' } },
  });
  server = await createTestServer({
    payments: { provider: 'stripe', secretKey: SECRET_KEY, webhookSecret: 'whsec_plans', apiUrl: stripe.url },
  });
});

afterAll(async () => {
  await server.close();
  await stripe.close();
});

describe('plans checked against Stripe', () => {
  it('GET /admin/plans flags a plan whose price differs from the Stripe price it names, or that Stripe does not know', async () => {
    const admin = await signedInAccount(server, { role: 'admin' });
    const api = server.client({ token: admin.token });
    const tag = crypto.randomUUID().slice(0, 8);
    const make = async (name: string, stripePriceId: string | null) => {
      await api.POST('/admin/plans', {
        body: {
          slug: `${name}-${tag}`,
          name,
          price: { amount: 4900, currency: 'USD' },
          interval: 'month',
          limits: { events_per_month: null, tracking_domains: 1, services: null },
          stripe_price_id: stripePriceId,
        },
      });
    };
    await make('same', 'price_same');
    await make('cheaper', 'price_cheaper');
    await make('yearly', 'price_yearly');
    await make('unknown', 'price_unknown');
    await make('none', null);
    const { data } = await api.GET('/admin/plans', { params: { query: { search: tag, sort: 'name' } } });
    const flags = Object.fromEntries(data?.data.map((plan) => [plan.name, plan.stripe_price_mismatch]) ?? []);
    expect(flags).toEqual({
      same: null,
      cheaper: { stripe_price: { amount: 3900, currency: 'USD' }, stripe_interval: 'month' },
      yearly: { stripe_price: { amount: 4900, currency: 'USD' }, stripe_interval: 'year' },
      unknown: { stripe_price: null, stripe_interval: null },
      none: null,
    });
    expect(stripe.requests.filter((request) => request.path.startsWith('/v1/prices/')).length).toBe(4);
  });
});
