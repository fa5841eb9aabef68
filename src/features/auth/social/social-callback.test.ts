import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import type { SignInOutcome } from '@/auth/session/session-store';
import { TWO_FACTOR_PATH } from '@/features/auth/login/login-submit';
import { aConnectedAccount, authTokens, twoFactorChallenge } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { callbackQuery, completeSocialSignIn } from './social-callback';
import { CONNECTED_ACCOUNTS_PATH } from './social-sign-in';

const query = { code: 'the-code', state: 'state-0123456789abcdef' };

const signedInAs = (user = aUser()): SignInOutcome => ({ status: 'authenticated', user });

/** What the callback needs: a session whose sign-in ends in `outcome`, and the saved return URL. */
function deps(outcome: SignInOutcome, saved: string | null = null) {
  const kept: string[] = [];
  const session = { completeSignIn: vi.fn(() => Promise.resolve(outcome)) };
  return {
    kept,
    session,
    deps: {
      session,
      takeReturnUrl: () => saved,
      peekReturnUrl: () => saved,
      keepReturnUrl: (url: string) => kept.push(url),
    },
  };
}

/** GET /auth/social/{provider}/callback answers with `answer`; returns the URLs it was called with. */
function answerCallback(answer: () => SuccessOf<'/auth/social/{provider}/callback', 'get'> | Response) {
  const seen: URL[] = [];
  server.use(
    contract.get('/auth/social/{provider}/callback', ({ request }) => {
      seen.push(new URL(request.url));
      return answer();
    }),
  );
  return seen;
}

/** A sign-in's answer: tokens, the return URL the server kept with the flow. */
const signedInAnswer = (returnUrl: string | null) => () =>
  envelope(authTokens({ access: 'access' }), { meta: { return_url: returnUrl } });

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
    const seen = answerCallback(signedInAnswer(null));
    const { deps: d, session } = deps(signedInAs());

    expect(await completeSocialSignIn(d, 'local', query)).toEqual({ kind: 'signed-in', next: '/dashboard' });
    expect(seen[0]?.searchParams.get('code')).toBe('the-code');
    expect(seen[0]?.searchParams.get('state')).toBe(query.state);
    const [response] = session.completeSignIn.mock.calls[0] as unknown as [{ data: { token: string } }];
    expect(response.data.token).toBe('access');
  });

  it('goes to the saved return URL first, then to the one the server echoes', async () => {
    answerCallback(signedInAnswer('/billing'));
    expect((await completeSocialSignIn(deps(signedInAs(), '/domains/add').deps, 'local', query)).next).toBe(
      '/domains/add',
    );
    expect((await completeSocialSignIn(deps(signedInAs()).deps, 'local', query)).next).toBe('/billing');
  });

  it('sends an administrator to the admin dashboard, like login', async () => {
    answerCallback(signedInAnswer(null));
    const admin = aUser({ is_admin: true, roles: ['admin'] });
    expect((await completeSocialSignIn(deps(signedInAs(admin)).deps, 'local', query)).next).toBe(
      '/admin/dashboard',
    );
  });

  it('hands over to the two-factor step and keeps the return URL for it', async () => {
    answerCallback(() =>
      envelope(twoFactorChallenge(), { meta: { requires_2fa: true, return_url: '/domains/add' } }),
    );
    const { deps: d, kept } = deps({ status: 'two-factor-required' });

    expect(await completeSocialSignIn(d, 'local', query)).toEqual({
      kind: 'two-factor',
      next: TWO_FACTOR_PATH,
    });
    expect(kept).toEqual(['/domains/add']);
  });

  it('leads a connected provider account back to the connected accounts', async () => {
    answerCallback(() =>
      envelope(aConnectedAccount({ email: 'a@local.test' }), {
        message: 'Konto Local ID zostało połączone',
        meta: { return_url: null },
      }),
    );
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
    answerCallback(() => refusal(422, message, { state: [message] }));
    const { deps: d, session } = deps(signedInAs());

    const error: unknown = await completeSocialSignIn(d, 'local', query).catch((reason: unknown) => reason);

    expect((error as ApiError).message).toBe(message);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });
});
