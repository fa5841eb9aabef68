import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import type { SessionState } from '@/auth/session/session-machine';
import { aUser } from '@/auth/session/test-fixtures';
import { authTokensJson, BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { submitTwoFactor } from './two-factor-submit';

function signedInAs(user = aUser()): SessionState {
  return { status: 'authenticated', tokens: {} as never, user, abilities: [] };
}

function setup(state: SessionState, savedReturnUrl: string | null = null) {
  const api = createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => null,
    getLocale: () => 'en',
  });
  const session = { completeSignIn: vi.fn(() => Promise.resolve(state)) };
  return { deps: { api, session, takeReturnUrl: () => savedReturnUrl }, session };
}

function answerVerify(body: JsonBodyType, status = 200) {
  const seen: unknown[] = [];
  server.use(
    http.post(`${BASE}/auth/2fa/verify`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('submitTwoFactor', () => {
  it('sends the challenge token with the code and hands the tokens to the session', async () => {
    const seen = answerVerify(envelope(authTokensJson('access', 'refresh')));
    const { deps, session } = setup(signedInAs());

    await submitTwoFactor(deps, 'challenge-1', '123456');

    expect(seen).toEqual([{ two_factor_token: 'challenge-1', code: '123456' }]);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('lands where a login lands: the saved return URL, else the dashboard of the role', async () => {
    answerVerify(envelope(authTokensJson('access', 'refresh')));
    expect(await submitTwoFactor(setup(signedInAs(), '/billing?tab=1').deps, 't', '123456')).toBe(
      '/billing?tab=1',
    );
    expect(await submitTwoFactor(setup(signedInAs()).deps, 't', '123456')).toBe('/dashboard');
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect(await submitTwoFactor(setup(signedInAs(admin)).deps, 't', '123456')).toBe('/admin/dashboard');
  });

  it('rejects with the field errors of a refused code and signs nobody in', async () => {
    answerVerify({ success: false, message: 'Invalid', errors: { code: ['The code is not valid'] } }, 422);
    const { deps, session } = setup(signedInAs());

    const error: unknown = await submitTwoFactor(deps, 't', '000000').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.code).toEqual(['The code is not valid']);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
