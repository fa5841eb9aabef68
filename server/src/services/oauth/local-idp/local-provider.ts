import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Provider, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../../../config.ts';
import { escapeHtml } from './interaction-pages.ts';
import type { DevDirectory } from './dev-identities.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';

/**
 * Whether the local provider runs: in demo mode, never in production (NODE_ENV=production), whatever
 * DEMO_MODE says, since whoever reaches it signs in as any account, admins included, by typing an email.
 */
export const localProviderEnabled = (config: Pick<ServerConfig, 'demoMode' | 'production'>) =>
  config.demoMode && !config.production;

/** Where the local provider is mounted in the server. */
export const LOCAL_IDP_PREFIX = '/__dev/oidc';

/**
 * The server's client at the local provider. The secret is no secret (the provider only runs in demo
 * mode and lets anyone pick an identity); the client still authenticates as a real one would.
 */
export const LOCAL_CLIENT = {
  id: 'tracklane',
  secret: 'tracklane-local-provider-secret',
  signingAlg: 'ES256',
} as const;

/** The issuer identifier of the local provider for a server reached at `appUrl`. */
export const localIssuer = (appUrl: string) => `${appUrl}${LOCAL_IDP_PREFIX}`;

/** Scopes the client asks for; consent to them is given without asking (a first-party client). */
const SCOPE = 'openid email profile';

/** Minutes to hours: enough for a sign-in, short enough that the memory store stays small. */
const TTL_SECONDS = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  Interaction: 15 * 60,
  Session: 60 * 60,
  Grant: 60 * 60,
};

async function autoConsent(ctx: KoaContextWithOIDC) {
  const { provider, client, session, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}

function renderError(ctx: KoaContextWithOIDC, out: Record<string, string>) {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body><h1>Sign-in error</h1>${Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join('')}</body></html>`;
}

/**
 * The demo OpenID provider: one client (this server, redirecting to the SPA's callback route), accounts
 * from `directory`, sign-in pages served by the local IdP plugin, consent given automatically.
 */
export function createLocalProvider(appUrl: string, directory: DevDirectory): Provider {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const provider = new Provider(localIssuer(appUrl), {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: LOCAL_CLIENT.id,
        client_secret: LOCAL_CLIENT.secret,
        redirect_uris: [`${appUrl}/auth/social/local/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: LOCAL_CLIENT.signingAlg,
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, id) => directory.find(id),
    interactions: { url: (_ctx, interaction) => `${LOCAL_IDP_PREFIX}/interaction/${interaction.uid}` },
    jwks: {
      keys: [
        { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: LOCAL_CLIENT.signingAlg, kid: 'local' },
      ],
    },
    loadExistingGrant: autoConsent,
    renderError,
    ttl: TTL_SECONDS,
  });
  // The server calls the provider in process with the issuer's scheme in X-Forwarded-Proto (see
  // in-process-fetch.ts); behind a TLS-terminating proxy browsers' requests carry it too.
  provider.proxy = true;
  return provider;
}
