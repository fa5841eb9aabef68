import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import type { SessionState } from '@/auth/session/session-machine';
import { aUser } from '@/auth/session/test-fixtures';
import { authTokensJson, BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { submitLogin, TWO_FACTOR_PATH } from './login-submit';

const values = { email: 'owner@example.com', password: 'Owner12345', remember: true };

function signedInAs(user = aUser()): SessionState {
  return { status: 'authenticated', tokens: {} as never, user, abilities: [] };
}

function setup(state: SessionState, savedReturnUrl: string | null = null) {
  const api = createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => null,
    getLocale: () => 'pl',
  });
  const session = { completeSignIn: vi.fn(() => Promise.resolve(state)) };
  return { deps: { api, session, takeReturnUrl: () => savedReturnUrl }, session };
}

function answerLogin(body: JsonBodyType, status = 200) {
  const seen: unknown[] = [];
  server.use(
    http.post(`${BASE}/auth/login`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('submitLogin', () => {
  it('posts the credentials with remember me and hands the answer to the session', async () => {
    const seen = answerLogin(envelope(authTokensJson('access', 'refresh')));
    const { deps, session } = setup(signedInAs());

    await submitLogin(deps, values);

    expect(seen).toEqual([values]);
    expect(session.completeSignIn).toHaveBeenCalledTimes(1);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('sends a user to the user dashboard and an admin to the admin dashboard', async () => {
    answerLogin(envelope(authTokensJson('access', 'refresh')));
    expect(await submitLogin(setup(signedInAs()).deps, values)).toBe('/dashboard');
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect(await submitLogin(setup(signedInAs(admin)).deps, values)).toBe('/admin/dashboard');
  });

  it('prefers the saved return URL over the redirect parameter', async () => {
    answerLogin(envelope(authTokensJson('access', 'refresh')));
    expect(await submitLogin(setup(signedInAs(), '/domains?page=2').deps, values, '/billing')).toBe(
      '/domains?page=2',
    );
    expect(await submitLogin(setup(signedInAs()).deps, values, '/billing')).toBe('/billing');
  });

  it('ignores a redirect parameter that leaves the app', async () => {
    answerLogin(envelope(authTokensJson('access', 'refresh')));
    expect(await submitLogin(setup(signedInAs()).deps, values, '//evil.example/x')).toBe('/dashboard');
  });

  it('goes to the two-factor step when the server asks for a second factor', async () => {
    const challenge = { user: null, two_factor_token: 'challenge', expires_at: new Date().toISOString() };
    answerLogin(envelope(challenge, { requires_2fa: true }));
    const state: SessionState = { status: 'two-factor-required', twoFactorToken: 'challenge', expiresAt: 0 };

    expect(await submitLogin(setup(state).deps, values)).toBe(TWO_FACTOR_PATH);
  });

  it('rejects with the server message when the password is wrong', async () => {
    answerLogin({ success: false, message: 'Nieprawidłowe dane logowania', errors: {} }, 401);
    const { deps, session } = setup(signedInAs());

    const error: unknown = await submitLogin(deps, values).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Nieprawidłowe dane logowania');
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
