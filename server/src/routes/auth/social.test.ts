import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  signInAtLocalProvider,
  UnexpectedPage,
  type LocalIdentity,
} from '../../../../tests/server/local-idp-browser.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, connectedAccounts, oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/content.ts';
import { socialLoginStates } from '../../db/schema/social-login.ts';
import { hashToken } from '../../lib/tokens.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

interface FlowOptions {
  token?: string;
  link?: boolean;
  returnUrl?: string;
}

/** getSocialRedirect for the local provider, as the SPA calls it. */
async function redirectUrl({ token, link, returnUrl }: FlowOptions = {}) {
  const { data, error } = await server()
    .client({ token })
    .GET('/auth/social/{provider}/redirect', {
      params: { path: { provider: 'local' }, query: { link, return_url: returnUrl } },
    });
  return must(data, `the redirect (${JSON.stringify(error)})`).data.redirect_url;
}

/** The redirect, then the browser at the provider: the code and state the SPA's callback route gets. */
async function authorize(who: LocalIdentity, options: FlowOptions = {}) {
  const callback = await signInAtLocalProvider(server().app, await redirectUrl(options), who);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${ORIGIN}/auth/social/local/callback`);
  return {
    code: must(callback.searchParams.get('code'), 'code'),
    state: must(callback.searchParams.get('state'), 'state'),
  };
}

/** completeSocialLogin, as the SPA's callback route calls it. */
function complete(
  query: { code: string; state: string },
  { token, ip }: { token?: string; ip?: string } = {},
) {
  return server()
    .client({ token })
    .GET('/auth/social/{provider}/callback', {
      params: { path: { provider: 'local' }, query },
      headers: ip ? { 'x-test-ip': ip } : {},
    });
}

async function userByEmail(email: string) {
  const [user] = await server().db.select().from(users).where(eq(users.email, email));
  return user;
}

async function connectionsOf(userId: string) {
  return server().db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, userId));
}

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

/** Sets a seeded auth setting to `value` for the duration of `run`, then puts the seeded value back. */
async function withSetting(key: string, value: unknown, run: () => Promise<void>) {
  const { db } = server();
  const [seeded] = await db.select().from(settings).where(eq(settings.key, key));
  if (!seeded) throw new Error(`setting ${key} is not seeded`);
  await db.update(settings).set({ value }).where(eq(settings.key, key));
  try {
    await run();
  } finally {
    await db.update(settings).set({ value: seeded.value }).where(eq(settings.key, key));
  }
}

describe('GET /auth/social/{provider}/redirect', () => {
  it('answers the local provider’s authorisation URL with state, PKCE and nonce, keeping only the state’s hash', async () => {
    const url = new URL(await redirectUrl({ returnUrl: '/domains' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/__dev/oidc/auth`);
    expect(url.searchParams.get('client_id')).toBe('tracklane');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/social/local/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    const state = must(url.searchParams.get('state'), 'state');
    expect(state.length).toBeGreaterThanOrEqual(32);

    const [flow] = await server()
      .db.select()
      .from(socialLoginStates)
      .where(eq(socialLoginStates.stateHash, hashToken(state)));
    expect(flow?.provider).toBe('local');
    expect(flow?.returnUrl).toBe('/domains');
    expect(flow?.linkUserId).toBeNull();
    expect(flow && flow.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const { response } = await server()
      .client()
      .GET('/auth/social/{provider}/redirect', { params: { path: { provider: 'google' } } });
    expect(response.status).toBe(404);
  });

  it('answers 404 while social sign-in is turned off in the auth settings', async () => {
    await withSetting('auth.social_login_enabled', false, async () => {
      const { response } = await server()
        .client()
        .GET('/auth/social/{provider}/redirect', { params: { path: { provider: 'local' } } });
      expect(response.status).toBe(404);
    });
  });

  it('answers 401 for link=true without a token', async () => {
    const { response } = await server()
      .client()
      .GET('/auth/social/{provider}/redirect', {
        params: { path: { provider: 'local' }, query: { link: true } },
      });
    expect(response.status).toBe(401);
  });
});

describe('GET /auth/social/{provider}/callback (sign-in)', () => {
  it('signs in a new user, created with a verified email and no password and connected to the provider account', async () => {
    const { data, error } = await complete(
      await authorize({ identity: 'lena@local.test' }, { returnUrl: '/domains' }),
    );
    const body = must(data, `the callback (${JSON.stringify(error)})`);
    expect(body.meta).toMatchObject({ requires_2fa: false, return_url: '/domains' });
    expect(body.data).toMatchObject({ user: { email: 'lena@local.test', name: 'Lena Local' } });
    expect('token' in body.data && body.data.token.length).toBeGreaterThan(20);

    const user = must(await userByEmail('lena@local.test'), 'the new user');
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).not.toBeNull();
    const connections = await connectionsOf(user.id);
    expect(connections).toMatchObject([
      { provider: 'local', providerId: 'lena@local.test', email: 'lena@local.test', name: 'Lena Local' },
    ]);
    expect(await actionsOf(user.id)).toEqual(
      expect.arrayContaining(['auth.account_linked', 'auth.social_login']),
    );
  });

  it('signs the same user in again on a second sign-in', async () => {
    const first = must((await complete(await authorize({ identity: 'piotr@local.test' }))).data, 'first');
    const second = must((await complete(await authorize({ identity: 'piotr@local.test' }))).data, 'second');
    const user = must(await userByEmail('piotr@local.test'), 'the user');
    expect(first.data).toMatchObject({ user: { id: user.id } });
    expect(second.data).toMatchObject({ user: { id: user.id } });
    expect(await connectionsOf(user.id)).toHaveLength(1);
    expect((await actionsOf(user.id)).filter((action) => action === 'auth.social_login')).toHaveLength(2);
  });

  it('connects the provider account to the existing user whose email the provider verified', async () => {
    const owner = must(await userByEmail('owner@example.com'), 'the demo owner');
    const { data } = await complete(await authorize({ email: 'Owner@Example.com' }));
    expect(must(data, 'the callback').data).toMatchObject({ user: { id: owner.id } });
    expect(await connectionsOf(owner.id)).toMatchObject([
      { provider: 'local', providerId: 'owner@example.com' },
    ]);
    expect(await actionsOf(owner.id)).toContain('auth.account_linked');
  });

  it('answers 422 on the state when the same code and state come back twice', async () => {
    const query = await authorize({ email: 'replay@local.test' });
    expect((await complete(query)).response.status).toBe(200);
    const { response, error } = await complete(query);
    expect(response.status).toBe(422);
    expect(error?.errors?.state).toEqual([
      'This sign-in has expired or was already used. Please start again',
    ]);
  });

  it('answers 422 on the state for a state the server never made', async () => {
    const query = await authorize({ email: 'forged-state@local.test' });
    const { response, error } = await complete({ ...query, state: 'x'.repeat(43) });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['state']);
    expect(await userByEmail('forged-state@local.test')).toBeUndefined();
  });

  it('answers 422 on the code when the provider refuses it, in the caller’s language', async () => {
    const query = await authorize({ email: 'bad-code@local.test' });
    const { response, error } = await server()
      .client({ language: 'pl' })
      .GET('/auth/social/{provider}/callback', {
        params: { path: { provider: 'local' }, query: { ...query, code: 'not-the-code' } },
      });
    expect(response.status).toBe(422);
    expect(error?.errors?.code).toEqual(['Local ID nie potwierdził logowania. Spróbuj ponownie']);
    expect(await userByEmail('bad-code@local.test')).toBeUndefined();
  });

  it('answers 422 when the response names another issuer (RFC 9207 mix-up defence)', async () => {
    const query = new URLSearchParams({
      ...(await authorize({ email: 'mixup@local.test' })),
      iss: 'https://accounts.google.com',
    });
    const reply = await server().app.inject({ url: `/api/v1/auth/social/local/callback?${query}` });
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(reply.json<{ errors: object }>().errors)).toEqual(['code']);
    expect(await userByEmail('mixup@local.test')).toBeUndefined();
  });

  it('answers 404 for a provider that is not configured', async () => {
    const { response } = await server()
      .client()
      .GET('/auth/social/{provider}/callback', {
        params: { path: { provider: 'github' }, query: { code: 'abc', state: 'y'.repeat(43) } },
      });
    expect(response.status).toBe(404);
  });

  it('answers 403 for a suspended user', async () => {
    await complete(await authorize({ email: 'suspended@local.test' }));
    await server()
      .db.update(users)
      .set({ status: 'suspended' })
      .where(eq(users.email, 'suspended@local.test'));
    const { response } = await complete(await authorize({ email: 'suspended@local.test' }));
    expect(response.status).toBe(403);
  });

  it('answers 403 for a new user while registration is turned off', async () => {
    await withSetting('auth.registration_enabled', false, async () => {
      const { response } = await complete(await authorize({ email: 'latecomer@local.test' }));
      expect(response.status).toBe(403);
    });
    expect(await userByEmail('latecomer@local.test')).toBeUndefined();
  });

  it('answers a two-factor challenge instead of tokens when the user has two-factor on', async () => {
    await complete(await authorize({ email: 'guarded@local.test' }));
    const user = must(await userByEmail('guarded@local.test'), 'the user');
    await server().db.update(users).set({ twoFactorConfirmedAt: new Date() }).where(eq(users.id, user.id));

    const { data } = await complete(await authorize({ email: 'guarded@local.test' }));
    const body = must(data, 'the callback');
    expect(body.meta.requires_2fa).toBe(true);
    expect(body.data).toMatchObject({ user: null });
    const challenge = 'two_factor_token' in body.data ? body.data.two_factor_token : '';
    const [row] = await server()
      .db.select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenHash, hashToken(challenge))));
    expect(row?.purpose).toBe('two_factor_challenge');
  });

  it('answers 429 after 20 failed callbacks a minute from one address', async () => {
    const query = { code: 'abc', state: 'z'.repeat(43) };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await complete(query, { ip: '203.0.113.9' })).response.status).toBe(422);
    }
    const { response } = await complete(query, { ip: '203.0.113.9' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
  });
});

describe('GET /auth/social/{provider}/callback (link=true)', () => {
  it('connects the provider account to the signed-in user and answers the connected account', async () => {
    const token = await server().signIn('admin@example.com', 'Admin12345');
    const admin = must(await userByEmail('admin@example.com'), 'the admin');
    const query = await authorize(
      { email: 'ada.elsewhere@local.test', name: 'Ada Elsewhere' },
      { token, link: true },
    );
    const { data, error } = await complete(query, { token });
    const body = must(data, `the callback (${JSON.stringify(error)})`);
    expect(body.data).toMatchObject({
      provider: 'local',
      email: 'ada.elsewhere@local.test',
      name: 'Ada Elsewhere',
    });
    expect(body.message).toBe('Your Local ID account is connected');
    expect(await connectionsOf(admin.id)).toMatchObject([
      { provider: 'local', providerId: 'ada.elsewhere@local.test' },
    ]);
    expect(await userByEmail('ada.elsewhere@local.test')).toBeUndefined();
    expect(await actionsOf(admin.id)).toContain('auth.account_linked');
  });

  it('answers 422 when the provider account is connected to another user', async () => {
    await complete(await authorize({ email: 'taken@local.test' }));
    const token = await server().signIn('support@example.com', 'Support12345');
    const { response, error } = await complete(
      await authorize({ email: 'taken@local.test' }, { token, link: true }),
      { token },
    );
    expect(response.status).toBe(422);
    expect(error?.errors?.provider).toEqual(['This Local ID account is already connected to another user']);
    const support = must(await userByEmail('support@example.com'), 'support');
    expect(await connectionsOf(support.id)).toEqual([]);
  });

  it('answers 401 without the token and 403 with another user’s token', async () => {
    const token = await server().signIn('support@example.com', 'Support12345');
    const other = await server().signIn('owner@example.com', 'Owner12345');
    const withoutToken = await complete(
      await authorize({ email: 'nobody@local.test' }, { token, link: true }),
    );
    expect(withoutToken.response.status).toBe(401);
    const otherToken = await complete(
      await authorize({ email: 'nobody@local.test' }, { token, link: true }),
      {
        token: other,
      },
    );
    expect(otherToken.response.status).toBe(403);
    expect(await userByEmail('nobody@local.test')).toBeUndefined();
  });
});

describe('the local provider’s sign-in page', () => {
  it('shows the page again with a message for an invalid email', async () => {
    const page = await signInAtLocalProvider(server().app, await redirectUrl(), {
      email: 'not-an-email',
    }).catch((error: unknown) => error);
    expect(page).toBeInstanceOf(UnexpectedPage);
    const { status, html } = page as UnexpectedPage;
    expect(status).toBe(422);
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="not-an-email" aria-invalid="true"');
  });

  it('lets the same browser sign in as another identity next time', async () => {
    const browser = new Map<string, string>();
    const first = await signInAtLocalProvider(
      server().app,
      await redirectUrl(),
      { identity: 'lena@local.test' },
      browser,
    );
    expect(first.searchParams.get('code')).toBeTruthy();
    const second = await signInAtLocalProvider(
      server().app,
      await redirectUrl(),
      { email: 'switch@local.test' },
      browser,
    );
    const { data } = await complete({
      code: must(second.searchParams.get('code'), 'code'),
      state: must(second.searchParams.get('state'), 'state'),
    });
    expect(must(data, 'the callback').data).toMatchObject({ user: { email: 'switch@local.test' } });
  });

  it('sends the browser back to the callback route with access_denied when cancelled', async () => {
    const callback = await signInAtLocalProvider(server().app, await redirectUrl(), { cancel: true });
    expect(callback.pathname).toBe('/auth/social/local/callback');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
    expect(callback.searchParams.get('state')).toBeTruthy();
  });

  it('serves its sign-in page under the strict CSP, with no script and nothing from elsewhere', async () => {
    const authorization = new URL(await redirectUrl());
    const start = await server().app.inject({ url: authorization.pathname + authorization.search });
    expect(start.statusCode).toBe(303);
    const cookie = start.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const page = await server().app.inject({
      url: String(start.headers.location).replace(ORIGIN, ''),
      headers: { cookie, 'accept-language': 'pl' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    expect(page.body).toContain('Kontynuuj jako Lena Local');
  });

  it('publishes its OpenID configuration under the issuer', async () => {
    const reply = await server().app.inject({
      url: '/__dev/oidc/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:3999' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      issuer: `${ORIGIN}/__dev/oidc`,
      authorization_endpoint: `${ORIGIN}/__dev/oidc/auth`,
      token_endpoint: `${ORIGIN}/__dev/oidc/token`,
    });
  });
});
