import { Stripe } from 'stripe';
import type { PaymentSettings } from '../payment-provider.ts';
import { createStripeClient } from './stripe-client.ts';

/** What Stripe charges for a price: the amount in the minor unit, its currency and interval. */
export interface StripePriceFacts {
  amount: number;
  currency: string;
  /** Null for a one-off price, or an interval plans do not have (day, week). */
  interval: 'month' | 'year' | null;
}

/** A price Stripe answered, or null when it does not know the id. */
type Known = StripePriceFacts | null;

/** How long an answer from Stripe is trusted: the admin list is read often, prices change rarely. */
const TRUSTED_FOR_MS = 60_000;

type StripeSettings = Extract<PaymentSettings, { provider: 'stripe' }>;
const lookups = new WeakMap<StripeSettings, (ids: readonly string[]) => Promise<Map<string, Known>>>();

function factsOf(price: Stripe.Price): StripePriceFacts {
  const interval: string | undefined = price.recurring?.interval;
  return {
    amount: price.unit_amount ?? 0,
    currency: price.currency.toUpperCase(),
    interval: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
  };
}

/**
 * Reads prices from Stripe by id, for the admin panel's check of each plan against the price it names;
 * undefined when Stripe is not configured. The answer holds the prices Stripe answered (null for an id it
 * does not know) and leaves out those it could not be asked about. Answers are kept for a minute.
 */
export function stripePriceLookup(
  settings: PaymentSettings,
): ((ids: readonly string[]) => Promise<Map<string, Known>>) | undefined {
  if (settings.provider !== 'stripe') return undefined;
  const existing = lookups.get(settings);
  if (existing) return existing;
  const stripe = createStripeClient(settings);
  const cache = new Map<string, { known: Known; at: number }>();

  async function one(id: string): Promise<Known | undefined> {
    const cached = cache.get(id);
    if (cached && Date.now() - cached.at < TRUSTED_FOR_MS) return cached.known;
    try {
      const known = factsOf(await stripe.prices.retrieve(id));
      cache.set(id, { known, at: Date.now() });
      return known;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
        cache.set(id, { known: null, at: Date.now() });
        return null;
      }
      // Unreachable or refusing for another reason: no verdict rather than a false alarm.
      return undefined;
    }
  }

  const lookup = async (ids: readonly string[]) => {
    const answers = await Promise.all([...new Set(ids)].map(async (id) => [id, await one(id)] as const));
    return new Map(answers.filter((entry): entry is [string, Known] => entry[1] !== undefined));
  };
  lookups.set(settings, lookup);
  return lookup;
}
