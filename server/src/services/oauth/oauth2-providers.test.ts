import type { FastifyInstance } from 'fastify';
import { customFetch, type CustomFetch } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { facebookProvider, githubProvider } from './oauth2-providers.ts';
import { authorizationUrl, completeAuthorization, newFlowSecrets } from './social-flow.ts';
import type { SocialProvider } from './social-provider.ts';

// GitHub and Facebook ignore the app: only the local provider is called in process.
const app = {} as FastifyInstance;
const REDIRECT_URI = 'https://app.example.com/auth/social/x/callback';
const CLIENT = { clientId: 'client-1', clientSecret: 'secret-1' };

interface Seen {
  url: string;
  body: URLSearchParams | undefined;
  authorization: string | undefined;
}

/** Stands in for the provider's servers: JSON answers by URL, and what was asked of them. */
async function fakeServers(provider: SocialProvider, answers: Record<string, unknown>) {
  const seen: Seen[] = [];
  const fake: CustomFetch = async (url, { body, headers }) => {
    seen.push({
      url,
      body: body instanceof URLSearchParams ? body : undefined,
      authorization: headers.authorization,
    });
    const answer = answers[url.split('?')[0] ?? url];
    if (answer === undefined) return new Response('{"error":"not_found"}', { status: 404 });
    return Response.json(answer);
  };
  (await provider.configuration(app))[customFetch] = fake;
  return seen;
}

/** The redirect and the callback of one flow, with the code the provider would have sent back. */
async function runFlow(provider: SocialProvider) {
  const secrets = newFlowSecrets(provider);
  const url = new URL(await authorizationUrl(provider, app, REDIRECT_URI, secrets));
  const profile = await completeAuthorization(
    provider,
    app,
    REDIRECT_URI,
    { code: 'the-code', state: secrets.state },
    secrets,
  );
  return { url, profile, secrets };
}

describe('GitHub', () => {
  it('redeems the code with PKCE and reads the profile and the verified primary address', async () => {
    const github = githubProvider(CLIENT);
    const seen = await fakeServers(github, {
      'https://github.com/login/oauth/access_token': { access_token: 'gho_1', token_type: 'bearer' },
      'https://api.github.com/user': {
        id: 42,
        login: 'octo',
        name: null,
        email: null,
        avatar_url: 'https://a/1',
      },
      'https://api.github.com/user/emails': [
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'Octo@Example.com', primary: true, verified: true },
      ],
    });
    const { url, profile, secrets } = await runFlow(github);

    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('read:user user:email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.has('nonce')).toBe(false);
    const token = seen[0];
    expect(token?.body?.get('code')).toBe('the-code');
    expect(token?.body?.get('code_verifier')).toBe(secrets.codeVerifier);
    expect(token?.body?.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(seen[1]?.authorization).toBe('Bearer gho_1');
    expect(profile).toEqual({
      providerId: '42',
      email: 'octo@example.com',
      emailVerified: true,
      name: 'octo',
      avatarUrl: 'https://a/1',
    });
  });

  it('reports the address as unverified when GitHub has no verified one', async () => {
    const github = githubProvider(CLIENT);
    await fakeServers(github, {
      'https://github.com/login/oauth/access_token': { access_token: 'gho_2', token_type: 'bearer' },
      'https://api.github.com/user': {
        id: 7,
        login: 'x',
        name: 'X Y',
        email: 'x@example.com',
        avatar_url: null,
      },
      'https://api.github.com/user/emails': [{ email: 'x@example.com', primary: true, verified: false }],
    });
    const { profile } = await runFlow(github);
    expect(profile).toMatchObject({ email: 'x@example.com', emailVerified: false, name: 'X Y' });
  });

  it('fails when GitHub refuses the code', async () => {
    const github = githubProvider(CLIENT);
    await fakeServers(github, {});
    await expect(runFlow(github)).rejects.toThrow();
  });
});

describe('Facebook', () => {
  it('reads the Graph API profile and never treats its address as verified', async () => {
    const facebook = facebookProvider(CLIENT);
    await fakeServers(facebook, {
      'https://graph.facebook.com/v21.0/oauth/access_token': { access_token: 'fb_1', token_type: 'bearer' },
      'https://graph.facebook.com/v21.0/me': {
        id: '1001',
        name: 'Fay Book',
        email: 'fay@example.com',
        picture: { data: { url: 'https://fb/pic' } },
      },
    });
    const { url, profile } = await runFlow(facebook);
    expect(url.searchParams.get('scope')).toBe('public_profile email');
    expect(profile).toEqual({
      providerId: '1001',
      email: 'fay@example.com',
      emailVerified: false,
      name: 'Fay Book',
      avatarUrl: 'https://fb/pic',
    });
  });
});
