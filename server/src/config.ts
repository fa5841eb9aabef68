import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { resolve } from 'node:path';
import type { CertificateSettings } from './services/certificates/certificate-provider.ts';
import { CLOUDFLARE_API_URL } from './services/certificates/cloudflare-custom-hostnames.ts';
import { DEFAULT_DESTINATION_URLS, type DestinationUrls } from './services/destinations/destination.ts';
import type { DnsSettings } from './services/dns/cname-check.ts';
import type { PaymentSettings } from './services/payments/payment-provider.ts';

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where people reach the dashboard; links in mail point here. */
  appUrl: string;
  /** Where the SPA sends its API calls (told to it by /runtime-config.js). */
  apiBaseUrl: string;
  /** The embedded database's folder, used when `databaseUrl` is unset. */
  dataDir: string;
  /** The built SPA the server serves (`dist` beside the sources unless DIST_DIR names another build). */
  distDir: string | undefined;
  databaseUrl: string | undefined;
  /**
   * APP_SECRET, which signs mailed links (email verification); required in production and when listening
   * beyond loopback. Unset, the server makes one and keeps it in `dataDir` (services/secrets/app-secret.ts).
   */
  appSecret: string | undefined;
  /** Development and test features: the dev mailbox, demo accounts, the local OpenID provider (not in production). */
  demoMode: boolean;
  production: boolean;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (TRUST_PROXY, Fastify's
   * `trustProxy`): false by default, so `request.ip`, which the per-address limits count, is the socket's
   * peer and a client cannot pick its own address.
   */
  trustProxy: boolean | string;
  /** Multiplies the abuse limits (RATE_LIMIT_SCALE, default 1); only test servers raise it. */
  rateLimitScale: number;
  smtp:
    { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string } | undefined;
  /** OAuth clients of the social sign-in providers that are configured (the local one needs none). */
  socialProviders: Partial<Record<'google' | 'github' | 'facebook', OAuthClientConfig>>;
  /** Where tracking subdomains' CNAME records must point (TRACKING_CNAME_TARGET; the demo seed's by default). */
  trackingCnameTarget: string;
  /** The resolvers and time-out of tracking-domain CNAME checks (DNS_RESOLVERS, DNS_TIMEOUT_MS). */
  dns: DnsSettings;
  /** Who serves tracking hostnames over HTTPS: Cloudflare for SaaS when configured, else the local stand-in. */
  certificates: CertificateSettings;
  /** Where events are forwarded (META_CAPI_URL, GA4_URL, GA4_EU_URL, TIKTOK_URL) and how long a request may take. */
  delivery: DeliverySettings;
  /** Who takes payments: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in sandbox. */
  payments: PaymentSettings;
}

export interface DeliverySettings {
  urls: DestinationUrls;
  /** DELIVERY_TIMEOUT_MS: a destination slower than this counts as down, and the delivery is retried. */
  timeoutMs: number;
  /**
   * DELIVERY_ALLOW_PRIVATE_DESTINATIONS=true: deliveries may reach loopback and private addresses, as the
   * tests' local receivers need. For tests only: refused with NODE_ENV=production.
   */
  allowPrivateAddresses: boolean;
  /**
   * DELIVERY_RETRY_LIMIT: how many more tries a delivery that meets passing trouble gets; unset, the
   * delivery job's own (8, about an hour and a half). 0 gives it up at its first failure, as the browser
   * tests' queue journey needs to see failures within seconds.
   */
  retryLimit?: number;
}

/** A client registered at a social sign-in provider. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`, when both are set. */
function oauthClient(env: NodeJS.ProcessEnv, prefix: string): OAuthClientConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether HOST only accepts connections from this machine. */
function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIPv4(host)) return LOOPBACK.check(host, 'ipv4');
  return isIPv6(host) && LOOPBACK.check(host, 'ipv6');
}

/**
 * APP_SECRET, or undefined where the server may keep a secret of its own in DATA_DIR. A server in
 * production or reachable from other machines refuses to start without it: there the secret belongs to
 * the deployment (the same for every process behind a balancer, kept when a container's disk is not),
 * not to a file one process happened to write.
 */
function appSecret(env: NodeJS.ProcessEnv, production: boolean, host: string): string | undefined {
  if (env.APP_SECRET) return env.APP_SECRET;
  const why = production
    ? 'NODE_ENV is production'
    : isLoopbackHost(host)
      ? undefined
      : `the server listens on ${host}, beyond this machine (HOST)`;
  if (why) {
    throw new Error(
      `APP_SECRET must be set because ${why}: it signs the links the server mails, and every process ` +
        'must share it. Set it to a long random value, e.g. the output of `openssl rand -hex 32`.',
    );
  }
  return undefined;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `true` trusts every peer (only when nothing but the proxy
 * can reach the server); anything else is the proxies' addresses or CIDR ranges, comma-separated.
 */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** A CNAME check waits this long by default: a resolver slower than this is as good as down. */
const DEFAULT_DNS_TIMEOUT_MS = 5000;

/** DNS_RESOLVERS (`host[:port]`, comma-separated; unset asks the system's) and DNS_TIMEOUT_MS. */
function dnsSettings(env: NodeJS.ProcessEnv): DnsSettings {
  const servers = (env.DNS_RESOLVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  const timeoutMs = Number(env.DNS_TIMEOUT_MS);
  return { servers, timeoutMs: timeoutMs > 0 ? timeoutMs : DEFAULT_DNS_TIMEOUT_MS };
}

/** Cloudflare for SaaS when CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID are both set. */
function certificateSettings(env: NodeJS.ProcessEnv): CertificateSettings {
  const apiToken = env.CLOUDFLARE_API_TOKEN;
  const zoneId = env.CLOUDFLARE_ZONE_ID;
  if (!apiToken || !zoneId) return { provider: 'local' };
  return { provider: 'cloudflare', apiUrl: env.CLOUDFLARE_API_URL || CLOUDFLARE_API_URL, apiToken, zoneId };
}

const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

/**
 * DELIVERY_ALLOW_PRIVATE_DESTINATIONS, which only tests set. Production refuses to start with it rather
 * than ignore it: an owner's webhook could then reach the services behind the server.
 */
function allowPrivateDestinations(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const allowed = env.DELIVERY_ALLOW_PRIVATE_DESTINATIONS === 'true';
  if (allowed && production) {
    throw new Error(
      'DELIVERY_ALLOW_PRIVATE_DESTINATIONS is for tests only and cannot be set when NODE_ENV is production: ' +
        'it would let webhooks reach this network. Remove it.',
    );
  }
  return allowed;
}

/** The destination APIs' base URLs (the real ones by default; tests run receivers on 127.0.0.1). */
function deliverySettings(env: NodeJS.ProcessEnv, production: boolean): DeliverySettings {
  const defaults = DEFAULT_DESTINATION_URLS;
  const timeoutMs = Number(env.DELIVERY_TIMEOUT_MS);
  const retryLimit = Number(env.DELIVERY_RETRY_LIMIT || NaN);
  return {
    urls: {
      meta: env.META_CAPI_URL || defaults.meta,
      ga4: env.GA4_URL || defaults.ga4,
      ga4Eu: env.GA4_EU_URL || defaults.ga4Eu,
      tiktok: env.TIKTOK_URL || defaults.tiktok,
    },
    timeoutMs: timeoutMs > 0 ? timeoutMs : DEFAULT_DELIVERY_TIMEOUT_MS,
    allowPrivateAddresses: allowPrivateDestinations(env, production),
    // Unset or not a whole number of 0 or more: the job's own, as an unusable time-out falls back too.
    ...(Number.isInteger(retryLimit) && retryLimit >= 0 && { retryLimit }),
  };
}

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set, else the sandbox. One without the
 * other stops the start: falling back to the sandbox would let anyone subscribe with a test card.
 */
function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !webhookSecret) return { provider: 'sandbox' };
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take payments with Stripe, ' +
        'or neither for the built-in sandbox checkout.',
    );
  }
  return { provider: 'stripe', secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL || undefined };
}

/** Reads the configuration from `env` (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host,
    appUrl,
    apiBaseUrl: env.API_BASE_URL ?? '/api/v1',
    dataDir,
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
    databaseUrl,
    appSecret: appSecret(env, production, host),
    demoMode: env.DEMO_MODE ? env.DEMO_MODE === 'true' : !production,
    production,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER,
          pass: env.SMTP_PASSWORD,
          from: env.MAIL_FROM ?? 'Tracklane <no-reply@tracklane.test>',
        }
      : undefined,
    socialProviders: {
      google: oauthClient(env, 'GOOGLE'),
      github: oauthClient(env, 'GITHUB'),
      facebook: oauthClient(env, 'FACEBOOK'),
    },
    trackingCnameTarget: (env.TRACKING_CNAME_TARGET || 'edge.tracklane.io').toLowerCase(),
    dns: dnsSettings(env),
    certificates: certificateSettings(env),
    delivery: deliverySettings(env, production),
    payments: paymentSettings(env),
  };
}
