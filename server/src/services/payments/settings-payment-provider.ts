import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { settings } from '../../db/schema/content.ts';
import { onPublicReadsInvalidated } from '../../lib/public-reads.ts';
import type { PaymentProvider, PaymentSettings } from './payment-provider.ts';
import { paymentProvider } from './payment-providers.ts';
import { stripePaymentProvider } from './stripe/stripe-provider.ts';

const SECRET_KEY = 'billing.stripe_secret_key';
const WEBHOOK_SECRET = 'billing.stripe_webhook_secret';

/**
 * The payment settings in force: Stripe with the keys staff set in the billing settings when both are
 * set, else what the environment configured (STRIPE_* or the sandbox). STRIPE_API_URL, a test's fake
 * Stripe, stays the environment's.
 */
export function paymentSettingsOf(
  values: ReadonlyMap<string, unknown>,
  configured: PaymentSettings,
): PaymentSettings {
  const text = (key: string) => {
    const value = values.get(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const secretKey = text(SECRET_KEY);
  const webhookSecret = text(WEBHOOK_SECRET);
  if (!secretKey || !webhookSecret) return configured;
  const apiUrl = configured.provider === 'stripe' ? configured.apiUrl : undefined;
  return { provider: 'stripe', secretKey, webhookSecret, apiUrl };
}

const keysByDatabase = new WeakMap<Database, Promise<ReadonlyMap<string, unknown>>>();
let settingsProvider: { key: string; provider: PaymentProvider } | undefined;

/** The Stripe keys of the settings, read once and kept until the public reads are invalidated. */
function storedKeys(db: Database): Promise<ReadonlyMap<string, unknown>> {
  let keys = keysByDatabase.get(db);
  if (!keys) {
    if (!keysByDatabase.has(db)) onPublicReadsInvalidated(db, () => keysByDatabase.delete(db));
    keys = db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [SECRET_KEY, WEBHOOK_SECRET]))
      .then((rows) => new Map(rows.map((row) => [row.key, row.value])));
    keys.catch(() => keysByDatabase.delete(db));
    keysByDatabase.set(db, keys);
  }
  return keys;
}

/**
 * The provider the next checkout, webhook, portal link, cancellation or refund uses: Stripe with the
 * billing settings' keys once staff set both (from the next call on, in every process: a save invalidates
 * the public reads everywhere), else the configured one (paymentProvider).
 */
export async function currentPaymentProvider({ db, config }: Pick<AppContext, 'db' | 'config'>) {
  const chosen = paymentSettingsOf(await storedKeys(db), config.payments);
  if (chosen === config.payments || chosen.provider !== 'stripe') return paymentProvider(config);
  const key = JSON.stringify(chosen);
  if (settingsProvider?.key !== key) settingsProvider = { key, provider: stripePaymentProvider(chosen) };
  return settingsProvider.provider;
}
