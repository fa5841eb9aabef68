import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

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
  databaseUrl: string | undefined;
  /** Signs mailed links (email verification); from APP_SECRET, required in production. */
  appSecret: string;
  /** Development and test features: the dev mailbox, the local OpenID provider, demo accounts. */
  demoMode: boolean;
  production: boolean;
  logLevel: string;
  /** Multiplies the abuse limits (RATE_LIMIT_SCALE, default 1); only test servers raise it. */
  rateLimitScale: number;
  smtp:
    { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string } | undefined;
  /** OAuth clients of the social sign-in providers that are configured; the local one needs `demoMode`. */
  socialProviders: Partial<Record<'google' | 'github' | 'facebook', OAuthClientConfig>>;
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

/**
 * APP_SECRET when set. Production refuses to start without it: a secret made up at start would differ
 * between processes behind a balancer and change on every restart, breaking links already mailed.
 * Elsewhere a secret derived from where the data lives keeps links working across restarts of one
 * installation (development only: anyone who knows the path can derive it).
 */
function appSecret(env: NodeJS.ProcessEnv, production: boolean, dataLocation: string): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (production) throw new Error('APP_SECRET must be set when NODE_ENV is production');
  return createHash('sha256').update(`tracklane-development-secret:${dataLocation}`).digest('hex');
}

/** Reads the configuration from `env` (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    appUrl,
    apiBaseUrl: env.API_BASE_URL ?? '/api/v1',
    dataDir,
    databaseUrl,
    appSecret: appSecret(env, production, databaseUrl ?? dataDir),
    demoMode: env.DEMO_MODE ? env.DEMO_MODE === 'true' : !production,
    production,
    logLevel: env.LOG_LEVEL ?? 'info',
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
  };
}
