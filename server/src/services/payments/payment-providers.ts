import type { ServerConfig } from '../../config.ts';
import { appSecret } from '../secrets/app-secret.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { sandboxWebhookSecret } from './sandbox/sandbox-signature.ts';
import { stripePaymentProvider } from './stripe/stripe-provider.ts';

type PaymentConfig = Pick<ServerConfig, 'payments' | 'appSecret' | 'dataDir'>;

const providers = new WeakMap<PaymentConfig, PaymentProvider>();

/**
 * The provider the configuration names (config.payments: Stripe when its keys are set, else the
 * sandbox), made on first use and kept for that configuration, so one Stripe client serves every request
 * and building the handlers touches neither APP_SECRET's file nor the network.
 */
export function paymentProvider(config: PaymentConfig): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.payments.provider === 'stripe'
        ? stripePaymentProvider(config.payments)
        : createSandboxProvider({ secret: sandboxKey(config) });
    providers.set(config, provider);
  }
  return provider;
}

/** The sandbox's webhook and portal-link key, derived from APP_SECRET (sandbox-signature.ts). */
export function sandboxKey(config: Pick<ServerConfig, 'appSecret' | 'dataDir'>): Buffer {
  return sandboxWebhookSecret(appSecret(config));
}
