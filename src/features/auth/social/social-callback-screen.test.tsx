import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_URL_KEY } from '@/auth/guard/return-url';
import type { SessionState } from '@/auth/session/session-machine';
import { aUser } from '@/auth/session/test-fixtures';
import { authTokensJson, envelope } from '@/auth/session/test-server';
import { notify } from '@/lib/notify';
import { server, TEST_API } from '../../../../tests/msw/server';
import { fakeSession, renderScreen } from '@/features/auth/screen-test-kit';
import { SocialCallbackScreen } from './social-callback-screen';

vi.mock('@/auth/session/session', async () => ({
  session: (await import('@/features/auth/screen-test-kit')).fakeSession,
}));

const STATE = 'state-0123456789abcdef';
const anonymous: SessionState = { status: 'anonymous', reason: null };
const signedIn = (user = aUser()): SessionState => ({
  status: 'authenticated',
  tokens: {} as never,
  user,
  abilities: [],
});

function answerCallback(body: JsonBodyType, status = 200) {
  const seen: URL[] = [];
  server.use(
    http.get(`${TEST_API}/auth/social/local/callback`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
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
  fakeSession.reset(anonymous, signedIn());
});

describe('SocialCallbackScreen', () => {
  it('signs in once, says so, and goes to the URL saved before sign-in', async () => {
    const seen = answerCallback(envelope(authTokensJson('access', 'refresh'), { return_url: null }));
    const success = vi.spyOn(notify, 'success');
    sessionStorage.setItem(RETURN_URL_KEY, '/domains/add');

    const router = await open({ code: 'the-code', state: STATE }, 'Signing you in with Local ID…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/add'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.searchParams.get('code')).toBe('the-code');
    expect(fakeSession.completeSignIn).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Social login successful');
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
  });

  it('goes to the return URL the server kept with the flow when the tab saved none', async () => {
    answerCallback(envelope(authTokensJson('access', 'refresh'), { return_url: '/billing' }));

    const router = await open({ code: 'the-code', state: STATE }, /Signing you in/);

    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
  });

  it('hands over to the two-factor step without announcing a sign-in', async () => {
    const challenge = { user: null, two_factor_token: 'challenge', expires_at: new Date().toISOString() };
    answerCallback(envelope(challenge, { requires_2fa: true, return_url: null }));
    fakeSession.reset(anonymous, {
      status: 'two-factor-required',
      twoFactorToken: 'challenge',
      expiresAt: 0,
    });
    const success = vi.spyOn(notify, 'success');

    const router = await open({ code: 'the-code', state: STATE }, /Signing you in/);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/two-factor'));
    expect(success).not.toHaveBeenCalled();
  });

  it("shows Social login failed with the server's reason and the way back to sign in", async () => {
    const message = 'This sign-in has expired or was already used. Please start again';
    const seen = answerCallback({ success: false, message, errors: { state: [message] } }, 422);

    await open({ code: 'the-code', state: STATE }, 'Social login failed');

    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(seen).toHaveLength(1);
    expect(fakeSession.completeSignIn).not.toHaveBeenCalled();
  });

  it('sends an account the server cannot match by email to the confirm screen, with the reason', async () => {
    const message = 'An account with this email already exists. Sign in to it and connect Local ID';
    answerCallback({ success: false, message, errors: { email: [message] } }, 422);

    const router = await open({ code: 'the-code', state: STATE }, /Signing you in/);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/social/confirm'));
    expect(router.state.location.search).toEqual({ provider: 'local' });
    expect(router.state.location.state.socialMessage).toBe(message);
  });

  it('makes no call when the user cancelled at the provider', async () => {
    const seen = answerCallback(envelope(null));

    await open({ error: 'access_denied', state: STATE }, 'Social login failed');

    expect(screen.getByText('The sign-in was cancelled.')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('leads a signed-in user who connected the provider back to the connected accounts', async () => {
    fakeSession.reset(signedIn());
    const account = { provider: 'local', email: 'lena@local.test', connected_at: new Date().toISOString() };
    answerCallback({
      ...envelope(account, { return_url: null }),
      message: 'Your Local ID account is connected',
    });
    const success = vi.spyOn(notify, 'success');

    const router = await open({ code: 'the-code', state: STATE }, 'Connecting Local ID…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/connected-accounts'));
    expect(success).toHaveBeenCalledWith('Your Local ID account is connected');
    expect(fakeSession.completeSignIn).not.toHaveBeenCalled();
  });
});
