import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import type { SessionState } from '@/auth/session/session-machine';
import { aUser } from '@/auth/session/test-fixtures';
import { authTokensJson, BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { TWO_FACTOR_PATH } from '@/features/auth/login/login-submit';
import { callbackQuery, completeSocialSignIn } from './social-callback';
import { CONNECTED_ACCOUNTS_PATH } from './social-sign-in';

const api = createApiClient({
  baseUrl: BASE,
  events: createApiEvents(),
  getAccessToken: () => null,
  getLocale: () => 'pl',
});
const query = { code: 'the-code', state: 'state-0123456789abcdef' };

function signedInAs(user = aUser()): SessionState {
  return { status: 'authenticated', tokens: {} as never, user, abilities: [] };
}

function deps(state: SessionState, saved: string | null = null) {
  const kept: string[] = [];
  const session = { completeSignIn: vi.fn(() => Promise.resolve(state)) };
  return {
    kept,
    session,
    deps: {
      api,
      session,
      takeReturnUrl: () => saved,
      peekReturnUrl: () => saved,
      keepReturnUrl: (url: string) => kept.push(url),
    },
  };
}

function answerCallback(body: JsonBodyType, status = 200) {
  const seen: URL[] = [];
  server.use(
    http.get(`${BASE}/auth/social/:provider/callback`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('callbackQuery', () => {
  it('keeps a code and a state of the lengths the contract allows', () => {
    expect(callbackQuery(query)).toEqual(query);
  });

  it('rejects a cancelled sign-in, a missing part and a state too short to be real', () => {
    expect(callbackQuery({ ...query, error: 'access_denied' })).toBeNull();
    expect(callbackQuery({ state: query.state })).toBeNull();
    expect(callbackQuery({ code: 'abc', state: 'xyz' })).toBeNull();
  });
});

describe('completeSocialSignIn', () => {
  it('sends the code and the state, hands the tokens to the session and lands on the dashboard', async () => {
    const seen = answerCallback(envelope(authTokensJson('access', 'refresh'), { return_url: null }));
    const { deps: d, session } = deps(signedInAs());

    expect(await completeSocialSignIn(d, 'local', query)).toEqual({ kind: 'signed-in', next: '/dashboard' });
    expect(seen[0]?.searchParams.get('code')).toBe('the-code');
    expect(seen[0]?.searchParams.get('state')).toBe(query.state);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('goes to the saved return URL first, then to the one the server echoes', async () => {
    answerCallback(envelope(authTokensJson('access', 'refresh'), { return_url: '/billing' }));
    expect((await completeSocialSignIn(deps(signedInAs(), '/domains/add').deps, 'local', query)).next).toBe(
      '/domains/add',
    );
    expect((await completeSocialSignIn(deps(signedInAs()).deps, 'local', query)).next).toBe('/billing');
  });

  it('sends an administrator to the admin dashboard, like login', async () => {
    answerCallback(envelope(authTokensJson('access', 'refresh'), { return_url: null }));
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect((await completeSocialSignIn(deps(signedInAs(admin)).deps, 'local', query)).next).toBe(
      '/admin/dashboard',
    );
  });

  it('hands over to the two-factor step and keeps the return URL for it', async () => {
    const challenge = { user: null, two_factor_token: 'challenge', expires_at: new Date().toISOString() };
    answerCallback(envelope(challenge, { requires_2fa: true, return_url: '/domains/add' }));
    const state: SessionState = { status: 'two-factor-required', twoFactorToken: 'challenge', expiresAt: 0 };
    const { deps: d, kept } = deps(state);

    expect(await completeSocialSignIn(d, 'local', query)).toEqual({
      kind: 'two-factor',
      next: TWO_FACTOR_PATH,
    });
    expect(kept).toEqual(['/domains/add']);
  });

  it('leads a connected provider account back to the connected accounts', async () => {
    const account = { provider: 'local', email: 'a@local.test', connected_at: new Date().toISOString() };
    answerCallback({
      ...envelope(account, { return_url: null }),
      message: 'Konto Local ID zostało połączone',
    });
    const { deps: d, session } = deps(signedInAs());

    expect(await completeSocialSignIn(d, 'local', query)).toEqual({
      kind: 'connected',
      next: CONNECTED_ACCOUNTS_PATH,
      message: 'Konto Local ID zostało połączone',
    });
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });

  it("rejects with the server's message when the flow expired", async () => {
    const message = 'To logowanie wygasło lub zostało już użyte. Zacznij od nowa';
    answerCallback({ success: false, message, errors: { state: [message] } }, 422);
    const { deps: d, session } = deps(signedInAs());

    const error: unknown = await completeSocialSignIn(d, 'local', query).catch((reason: unknown) => reason);

    expect((error as ApiError).message).toBe(message);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
