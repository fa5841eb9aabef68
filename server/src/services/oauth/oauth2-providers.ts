import { Configuration, fetchProtectedResource } from 'openid-client';
import type { OAuthClientConfig } from '../../config.ts';
import type { SocialProfile, SocialProvider, Tokens } from './social-provider.ts';

/** GETs a JSON resource of the provider's API with the user's access token. */
async function getJson<T>(
  configuration: Configuration,
  tokens: Tokens,
  url: string,
  accept: string,
): Promise<T> {
  const response = await fetchProtectedResource(
    configuration,
    tokens.access_token,
    new URL(url),
    'GET',
    undefined,
    new Headers({ accept }),
  );
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string | null;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** GitHub: plain OAuth 2; the profile and the verified addresses come from its REST API. */
export function githubProvider(client: OAuthClientConfig): SocialProvider {
  const configuration = new Configuration(
    {
      issuer: 'https://github.com',
      authorization_endpoint: 'https://github.com/login/oauth/authorize',
      token_endpoint: 'https://github.com/login/oauth/access_token',
    },
    client.clientId,
    client.clientSecret,
  );
  const accept = 'application/vnd.github+json';
  return {
    name: 'github',
    openid: false,
    scope: 'read:user user:email',
    configuration: async () => configuration,
    async profile(config, tokens): Promise<SocialProfile> {
      const [user, emails] = await Promise.all([
        getJson<GitHubUser>(config, tokens, 'https://api.github.com/user', accept),
        getJson<GitHubEmail[]>(config, tokens, 'https://api.github.com/user/emails', accept),
      ]);
      const verified = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
      return {
        providerId: String(user.id),
        email: (verified?.email ?? user.email)?.toLowerCase() ?? null,
        emailVerified: verified !== undefined,
        name: user.name || user.login,
        avatarUrl: user.avatar_url,
      };
    },
  };
}

const GRAPH = 'https://graph.facebook.com/v21.0';

interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string } };
}

/**
 * Facebook: plain OAuth 2 and the Graph API. Facebook does not say whether the address was confirmed,
 * so it never signs in to an existing account of the same email by itself (connect it from settings).
 */
export function facebookProvider(client: OAuthClientConfig): SocialProvider {
  const configuration = new Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
      token_endpoint: `${GRAPH}/oauth/access_token`,
    },
    client.clientId,
    client.clientSecret,
  );
  return {
    name: 'facebook',
    openid: false,
    scope: 'public_profile email',
    configuration: async () => configuration,
    async profile(config, tokens): Promise<SocialProfile> {
      const user = await getJson<FacebookUser>(
        config,
        tokens,
        `${GRAPH}/me?fields=id,name,email,picture.type(large)`,
        'application/json',
      );
      return {
        providerId: user.id,
        email: user.email?.toLowerCase() ?? null,
        emailVerified: false,
        name: user.name ?? null,
        avatarUrl: user.picture?.data?.url ?? null,
      };
    },
  };
}
