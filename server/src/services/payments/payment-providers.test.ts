import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { paymentProvider } from './payment-providers.ts';

const APP = { APP_SECRET: 'x'.repeat(64) };

describe('the payment provider the configuration picks', () => {
  it('is the sandbox without Stripe’s keys, and Stripe with both', () => {
    expect(readConfig(APP).payments).toEqual({ provider: 'sandbox' });
    const stripe = readConfig({
      ...APP,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(stripe.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(paymentProvider(readConfig(APP)).name).toBe('sandbox');
    expect(paymentProvider(stripe).name).toBe('stripe');
  });

  it('refuses to start with one Stripe key without the other', () => {
    expect(() => readConfig({ ...APP, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ ...APP, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('is made once per configuration', () => {
    const config = readConfig(APP);
    expect(paymentProvider(config)).toBe(paymentProvider(config));
  });
});
