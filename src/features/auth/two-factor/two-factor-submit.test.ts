import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { SignInOutcome } from '@/auth/session/session-store';
import { authTokens } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { submitTwoFactor } from './two-factor-submit';

const signedInAs = (user = aUser()): SignInOutcome => ({ status: 'authenticated', user });

/** What submitTwoFactor needs: a session whose sign-in ends in `outcome`, and the saved return URL. */
function setup(outcome: SignInOutcome, savedReturnUrl: string | null = null) {
  const session = { completeSignIn: vi.fn(() => Promise.resolve(outcome)) };
  return { deps: { session, takeReturnUrl: () => savedReturnUrl }, session };
}

/** POST /auth/2fa/verify answers with tokens, or `refused`; returns the bodies it was sent. */
function answerVerify(refused?: () => Response) {
  const seen: unknown[] = [];
  server.use(
    contract.post('/auth/2fa/verify', async ({ request }) => {
      seen.push(await request.json());
      return refused ? refused() : envelope(authTokens({ access: 'access' }));
    }),
  );
  return seen;
}

describe('submitTwoFactor', () => {
  it('sends the challenge token with the code and hands the tokens to the session', async () => {
    const seen = answerVerify();
    const { deps, session } = setup(signedInAs());

    await submitTwoFactor(deps, 'challenge-1', '123456');

    expect(seen).toEqual([{ two_factor_token: 'challenge-1', code: '123456' }]);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('lands where a login lands: the saved return URL, else the dashboard of the role', async () => {
    answerVerify();
    expect(await submitTwoFactor(setup(signedInAs(), '/billing?tab=1').deps, 't', '123456')).toBe(
      '/billing?tab=1',
    );
    expect(await submitTwoFactor(setup(signedInAs()).deps, 't', '123456')).toBe('/dashboard');
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect(await submitTwoFactor(setup(signedInAs(admin)).deps, 't', '123456')).toBe('/admin/dashboard');
  });

  it('rejects with the field errors of a refused code and signs nobody in', async () => {
    answerVerify(() => refusal(422, 'Invalid', { code: ['The code is not valid'] }));
    const { deps, session } = setup(signedInAs());

    const error: unknown = await submitTwoFactor(deps, 't', '000000').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.code).toEqual(['The code is not valid']);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
