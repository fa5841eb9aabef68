import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { SignInOutcome } from '@/auth/session/session-store';
import { authTokens, twoFactorChallenge } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { submitLogin, TWO_FACTOR_PATH } from './login-submit';

const values = { email: 'owner@example.com', password: 'Owner12345', remember: true };

const signedInAs = (user = aUser()): SignInOutcome => ({ status: 'authenticated', user });

/** What submitLogin needs: a session whose sign-in ends in `outcome`, and the saved return URL. */
function setup(outcome: SignInOutcome, savedReturnUrl: string | null = null) {
  const session = { completeSignIn: vi.fn(() => Promise.resolve(outcome)) };
  return { deps: { session, takeReturnUrl: () => savedReturnUrl }, session };
}

/** POST /auth/login answers with `answer` (tokens unless told otherwise); returns the bodies it was sent. */
function answerLogin(
  answer: () => SuccessOf<'/auth/login', 'post'> | Response = () =>
    envelope(authTokens({ access: 'access' })),
) {
  const seen: unknown[] = [];
  server.use(
    contract.post('/auth/login', async ({ request }) => {
      seen.push(await request.json());
      return answer();
    }),
  );
  return seen;
}

describe('submitLogin', () => {
  it('posts the credentials with remember me and hands the answer to the session', async () => {
    const seen = answerLogin();
    const { deps, session } = setup(signedInAs());

    await submitLogin(deps, values);

    expect(seen).toEqual([values]);
    expect(session.completeSignIn).toHaveBeenCalledTimes(1);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('sends a user to the user dashboard and an admin to the admin dashboard', async () => {
    answerLogin();
    expect(await submitLogin(setup(signedInAs()).deps, values)).toBe('/dashboard');
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect(await submitLogin(setup(signedInAs(admin)).deps, values)).toBe('/admin/dashboard');
  });

  it('prefers the saved return URL over the redirect parameter', async () => {
    answerLogin();
    expect(await submitLogin(setup(signedInAs(), '/domains?page=2').deps, values, '/billing')).toBe(
      '/domains?page=2',
    );
    expect(await submitLogin(setup(signedInAs()).deps, values, '/billing')).toBe('/billing');
  });

  it('ignores a redirect parameter that leaves the app', async () => {
    answerLogin();
    expect(await submitLogin(setup(signedInAs()).deps, values, '//evil.example/x')).toBe('/dashboard');
  });

  it('goes to the two-factor step when the server asks for a second factor', async () => {
    answerLogin(() => envelope(twoFactorChallenge(), { meta: { requires_2fa: true } }));

    expect(await submitLogin(setup({ status: 'two-factor-required' }).deps, values)).toBe(TWO_FACTOR_PATH);
  });

  it('rejects with the server message when the password is wrong', async () => {
    answerLogin(() => refusal(401, 'Nieprawidłowe dane logowania', {}));
    const { deps, session } = setup(signedInAs());

    const error: unknown = await submitLogin(deps, values).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Nieprawidłowe dane logowania');
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
