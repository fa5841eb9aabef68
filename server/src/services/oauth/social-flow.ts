import type { FastifyInstance } from 'fastify';
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { SocialProfile, SocialProvider } from './social-provider.ts';

/** What the redirect makes and the callback checks the provider's answer against. */
export interface FlowSecrets {
  state: string;
  codeVerifier: string;
  /** OpenID Connect only. */
  nonce: string | null;
}

export function newFlowSecrets(provider: SocialProvider): FlowSecrets {
  return {
    state: randomState(),
    codeVerifier: randomPKCECodeVerifier(),
    nonce: provider.openid ? randomNonce() : null,
  };
}

/** The provider's authorisation page for this flow (PKCE with S256, and a nonce for OpenID Connect). */
export async function authorizationUrl(
  provider: SocialProvider,
  app: FastifyInstance,
  redirectUri: string,
  secrets: FlowSecrets,
): Promise<string> {
  const configuration = await provider.configuration(app);
  const url = buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: provider.scope,
    state: secrets.state,
    code_challenge: await calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    ...(secrets.nonce && { nonce: secrets.nonce }),
    ...provider.authorizationParams,
  });
  return url.href;
}

/** The authorisation response as the SPA hands it over from its callback route. */
export interface AuthorizationResponse {
  code: string;
  state: string;
  /** RFC 9207; the SPA may not pass it on. */
  iss?: string;
}

/**
 * Redeems the code (checking state, PKCE and, for OpenID Connect, the ID token and its nonce) and reads
 * who signed in. Throws when the provider refuses the code or answers something unexpected.
 */
export async function completeAuthorization(
  provider: SocialProvider,
  app: FastifyInstance,
  redirectUri: string,
  response: AuthorizationResponse,
  secrets: FlowSecrets,
): Promise<SocialProfile> {
  const configuration = await provider.configuration(app);
  const metadata = configuration.serverMetadata();
  const currentUrl = new URL(redirectUri);
  currentUrl.searchParams.set('code', response.code);
  currentUrl.searchParams.set('state', response.state);
  // The state was looked up under this provider and the redirect URI names it, which is what the
  // `iss` parameter guards against (mix-up); the provider's own issuer stands in when it was not passed.
  const iss =
    response.iss ?? (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
  if (iss) currentUrl.searchParams.set('iss', iss);
  const tokens = await authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    ...(secrets.nonce && { expectedNonce: secrets.nonce }),
  });
  return provider.profile(configuration, tokens);
}
