import {
  allowInsecureRequests,
  ClientSecretBasic,
  customFetch,
  discovery,
  fetchUserInfo,
  type Configuration,
} from 'openid-client';
import type { OAuthClientConfig } from '../../config.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { LOCAL_CLIENT, localIssuer } from './local-idp/local-provider.ts';
import { once, type SocialProfile, type SocialProvider, type Tokens } from './social-provider.ts';

const OPENID_SCOPE = 'openid email profile';

/** The ID token names the account; the user info endpoint tells its email and name. */
async function openIdProfile(configuration: Configuration, tokens: Tokens): Promise<SocialProfile> {
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  const info = await fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return {
    providerId: claims.sub,
    email: info.email?.toLowerCase() ?? null,
    emailVerified: info.email_verified === true,
    name: info.name ?? null,
    avatarUrl: info.picture ?? null,
  };
}

/** Google, found by OpenID Connect discovery. */
export function googleProvider(client: OAuthClientConfig): SocialProvider {
  return {
    name: 'google',
    openid: true,
    scope: OPENID_SCOPE,
    authorizationParams: { prompt: 'select_account' },
    configuration: once(() =>
      discovery(new URL('https://accounts.google.com'), client.clientId, client.clientSecret),
    ),
    profile: openIdProfile,
  };
}

/**
 * The demo provider mounted in this server (local-idp/): called in process, over plain HTTP when the
 * server's own URL is. It always asks who signs in, so people can switch between dev identities.
 */
export function localProvider(appUrl: string): SocialProvider {
  const issuer = new URL(localIssuer(appUrl));
  return {
    name: 'local',
    openid: true,
    scope: OPENID_SCOPE,
    authorizationParams: { prompt: 'login' },
    configuration: once((app) =>
      discovery(
        issuer,
        LOCAL_CLIENT.id,
        { client_secret: LOCAL_CLIENT.secret, id_token_signed_response_alg: LOCAL_CLIENT.signingAlg },
        ClientSecretBasic(LOCAL_CLIENT.secret),
        {
          [customFetch]: inProcessFetch(app),
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- a demo server on plain HTTP
          execute: issuer.protocol === 'http:' ? [allowInsecureRequests] : [],
        },
      ),
    ),
    profile: openIdProfile,
  };
}
