import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { plans } from '../../server/src/db/schema/business.ts';
import { startStripeFake, type StripeFake } from '../../server/src/services/payments/stripe/stripe-fake.ts';
import { createTestServer, type TestServer } from './test-server.ts';

export const STRIPE_SECRET_KEY = 'sk_test_tracklane';
export const STRIPE_WEBHOOK_SECRET = 'whsec_tracklane';
/** The Stripe price the seeded Pro (monthly) plan names, $49.00 a month at the fake. */
export const STRIPE_PRO_PRICE = 'price_pro_monthly';

/**
 * One test server for the test file whose payment provider is Stripe, played by a fake of its own, with
 * the seeded Pro (monthly) plan sold at STRIPE_PRO_PRICE. Started before the file's tests, stopped after
 * them; after each test no answer may have broken the contract.
 */
export function useStripeTestServer(): { server: () => TestServer; stripe: () => StripeFake } {
  let started: { server: TestServer; stripe: StripeFake } | undefined;
  beforeAll(async () => {
    const stripe = await startStripeFake({
      secretKey: STRIPE_SECRET_KEY,
      prices: { [STRIPE_PRO_PRICE]: 4900 },
    });
    const server = await createTestServer({
      payments: {
        provider: 'stripe',
        secretKey: STRIPE_SECRET_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      },
    });
    await server.db
      .update(plans)
      .set({ stripePriceId: STRIPE_PRO_PRICE })
      .where(eq(plans.slug, 'pro-monthly'));
    started = { server, stripe };
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.stripe.close();
  });
  afterEach(() => {
    expect(started?.server.contractViolations()).toEqual([]);
  });
  const running = () => {
    if (!started) throw new Error('the Stripe test server has not started');
    return started;
  };
  return { server: () => running().server, stripe: () => running().stripe };
}
