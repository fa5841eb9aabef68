import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_URL_KEY } from '@/auth/guard/return-url';
import { notify } from '@/lib/notify';
import { aConnectedAccount, authTokens, twoFactorChallenge } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { authHandlers } from '../../../../tests/msw/handlers/auth';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { SocialCallbackScreen } from './social-callback-screen';

const STATE = 'state-0123456789abcdef';

type CallbackAnswer = SuccessOf<'/auth/social/{provider}/callback', 'get'> | Response;

/** GET /auth/social/local/callback answers `answer`; returns the URLs it was called with. */
function answerCallback(answer: () => CallbackAnswer) {
  const seen: URL[] = [];
  server.use(
    contract.get('/auth/social/{provider}/callback', ({ request }) => {
      seen.push(new URL(request.url));
      return answer();
    }),
  );
  return seen;
}

/** A sign-in's answer: tokens for `social-access`, and the return URL the server kept with the flow. */
const signedIn = (returnUrl: string | null) => () =>
  envelope(authTokens({ access: 'social-access' }), { meta: { return_url: returnUrl } });

/** The session's checks: verify-token answers the user; returns the bearers it was sent. */
function answerSessionChecks() {
  const bearers: (string | null)[] = [];
  server.use(
    contract.post('/auth/verify-token', ({ request }) => {
      bearers.push(request.headers.get('Authorization'));
      return envelope({ user: aUser(), expires_at: new Date(Date.now() + 60 * 60_000) });
    }),
    authHandlers.abilities(),
  );
  return bearers;
}

function open(search: { code?: string; state?: string; error?: string }, ready: string | RegExp) {
  const query = new URLSearchParams(search).toString();
  return renderScreen(
    <StrictMode>
      <SocialCallbackScreen provider="local" {...search} />
    </StrictMode>,
    `/auth/social/local/callback?${query}`,
    ready,
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('SocialCallbackScreen', () => {
  it('signs in once, says so, and goes to the URL saved before sign-in', async () => {
    const seen = answerCallback(signedIn(null));
    const verified = answerSessionChecks();
    const success = vi.spyOn(notify, 'success');
    sessionStorage.setItem(RETURN_URL_KEY, '/domains/add');

    const { router, session } = await open(
      { code: 'the-code', state: STATE },
      'Signing you in with Local ID…',
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/add'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.searchParams.get('code')).toBe('the-code');
    expect(verified).toEqual(['Bearer social-access']);
    expect(session.getSnapshot().state).toMatchObject({ status: 'authenticated', verified: true });
    expect(success).toHaveBeenCalledWith('Social login successful');
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
  });

  it('goes to the return URL the server kept with the flow when the tab saved none', async () => {
    answerCallback(signedIn('/billing'));
    answerSessionChecks();

    const { router } = await open({ code: 'the-code', state: STATE }, /Signing you in/);

    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
  });

  it('hands over to the two-factor step without announcing a sign-in', async () => {
    answerCallback(() =>
      envelope(twoFactorChallenge('challenge'), { meta: { requires_2fa: true, return_url: null } }),
    );
    const success = vi.spyOn(notify, 'success');

    const { router, session } = await open({ code: 'the-code', state: STATE }, /Signing you in/);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/two-factor'));
    expect(session.getSnapshot().state).toMatchObject({ status: 'two-factor-required' });
    expect(success).not.toHaveBeenCalled();
  });

  it("shows Social login failed with the server's reason and the way back to sign in", async () => {
    const message = 'This sign-in has expired or was already used. Please start again';
    const seen = answerCallback(() => refusal(422, message, { state: [message] }));
    const verified = answerSessionChecks();

    const { session } = await open({ code: 'the-code', state: STATE }, 'Social login failed');

    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(seen).toHaveLength(1);
    expect(verified).toEqual([]);
    expect(session.getSnapshot().state).toEqual({ status: 'anonymous', reason: null });
  });

  it('sends an account the server cannot match by email to the confirm screen, with the reason', async () => {
    const message = 'An account with this email already exists. Sign in to it and connect Local ID';
    answerCallback(() => refusal(422, message, { email: [message] }));

    const { router } = await open({ code: 'the-code', state: STATE }, /Signing you in/);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/social/confirm'));
    expect(router.state.location.search).toEqual({ provider: 'local' });
    expect(router.state.location.state.socialMessage).toBe(message);
  });

  it('makes no call when the user cancelled at the provider', async () => {
    const seen = answerCallback(signedIn(null));

    await open({ error: 'access_denied', state: STATE }, 'Social login failed');

    expect(screen.getByText('The sign-in was cancelled.')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('leads a signed-in user who connected the provider back to the connected accounts', async () => {
    signedInAs();
    const verified = answerSessionChecks();
    answerCallback(() =>
      envelope(aConnectedAccount({ email: 'lena@local.test' }), {
        message: 'Your Local ID account is connected',
        meta: { return_url: null },
      }),
    );
    const success = vi.spyOn(notify, 'success');

    const { router } = await open({ code: 'the-code', state: STATE }, 'Connecting Local ID…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/connected-accounts'));
    expect(success).toHaveBeenCalledWith('Your Local ID account is connected');
    // Verified once, when the stored session was restored: the connection signs nobody in again.
    expect(verified).toEqual(['Bearer access-1']);
  });
});
