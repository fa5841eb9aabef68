import { Stripe } from 'stripe';

/** Where stripe-node sends its requests unless STRIPE_API_URL names another place. */
const STRIPE_API_URL = 'https://api.stripe.com';

/** A call to Stripe slower than this fails, and the caller's request with it, instead of hanging. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The stripe-node client for `secretKey`, talking to `apiUrl` (STRIPE_API_URL; tests point it at the
 * local fake over plain HTTP). One retry on network errors, which stripe-node makes safe with an
 * idempotency key on every POST.
 */
export function createStripeClient({ secretKey, apiUrl }: { secretKey: string; apiUrl?: string }): Stripe {
  const url = new URL(apiUrl || STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Tracklane' },
  });
}
