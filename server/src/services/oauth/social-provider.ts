import type { FastifyInstance } from 'fastify';
import type { Configuration, TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import type { components } from '#contract';

export type SocialProviderName = components['schemas']['SocialProvider'];

/** Brand names stay as they are in every language. */
export const PROVIDER_NAMES: Record<SocialProviderName, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  local: 'Local ID',
};

/** Who the provider says signed in, in the same shape for every provider. */
export interface SocialProfile {
  /** The provider's stable id of the account (`sub`, or GitHub's and Facebook's numeric id). */
  providerId: string;
  email: string | null;
  /** Only a verified address may sign in to an existing account of the same email. */
  emailVerified: boolean;
  name: string | null;
  avatarUrl: string | null;
}

export type Tokens = TokenEndpointResponse & TokenEndpointResponseHelpers;

/** A social sign-in provider: how to reach it and how to read who signed in. */
export interface SocialProvider {
  name: SocialProviderName;
  /** OpenID Connect: an ID token comes back, bound to the request by a nonce. */
  openid: boolean;
  scope: string;
  /** Extra parameters of the authorisation request. */
  authorizationParams?: Record<string, string>;
  /** The client configuration; `app` lets the local provider be called in process. */
  configuration(app: FastifyInstance): Promise<Configuration>;
  profile(configuration: Configuration, tokens: Tokens): Promise<SocialProfile>;
}

/** Remembers a configuration once it was made, and tries again after a failure (e.g. discovery). */
export function once(make: (app: FastifyInstance) => Promise<Configuration>) {
  let made: Promise<Configuration> | undefined;
  return (app: FastifyInstance) => {
    made ??= make(app).catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
