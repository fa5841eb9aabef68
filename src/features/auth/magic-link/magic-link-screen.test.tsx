import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/auth/session/session-machine';
import { aUser } from '@/auth/session/test-fixtures';
import { authTokensJson, envelope } from '@/auth/session/test-server';
import { notify } from '@/lib/notify';
import { server, TEST_API } from '../../../../tests/msw/server';
import { MagicLinkScreen } from './magic-link-screen';
import { fakeSession, renderScreen } from '@/features/auth/screen-test-kit';

vi.mock('@/auth/session/session', async () => ({
  session: (await import('@/features/auth/screen-test-kit')).fakeSession,
}));

const TOKEN = 'a'.repeat(64);
const signedIn = (user = aUser()): SessionState => ({
  status: 'authenticated',
  tokens: {} as never,
  user,
  abilities: [],
});

function answer(path: string, body: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${TEST_API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

beforeEach(() => {
  sessionStorage.clear();
  fakeSession.reset({ status: 'anonymous', reason: null }, signedIn());
});

describe('MagicLinkScreen, asking for a link', () => {
  it('sends the link to the address brought from the login screen, then says where to look', async () => {
    const bodies = answer('/auth/magic-link', envelope(null));
    const success = vi.spyOn(notify, 'success');
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen email="ola@example.com" />, '/auth/magic-link', 'Email');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ola@example.com');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/If an account uses ola@example\.com/)).toBeTruthy();
    expect(bodies).toEqual([{ email: 'ola@example.com' }]);
    expect(success).toHaveBeenCalledWith('Magic link sent');
  });

  it('sends the link again, or goes back to the form with the address kept', async () => {
    const bodies = answer('/auth/magic-link', envelope(null));
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen />, '/auth/magic-link', 'Email');
    await user.type(screen.getByLabelText('Email'), 'ola@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Use another email address' }));

    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ola@example.com');
  });

  it('checks the address before sending anything', async () => {
    const bodies = answer('/auth/magic-link', envelope(null));
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen />, '/auth/magic-link', 'Email');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal and keeps the address", async () => {
    const message = 'Too many requests. Please wait a moment and try again.';
    answer('/auth/magic-link', { success: false, message, errors: {} }, 429);
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen email="ola@example.com" />, '/auth/magic-link', 'Email');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ola@example.com');
  });

  it('falls back to Failed to send magic link when the server says nothing', async () => {
    answer('/auth/magic-link', { success: false, message: '', errors: {} }, 500);
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen email="ola@example.com" />, '/auth/magic-link', 'Email');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send magic link');
  });
});

describe('MagicLinkScreen, opening the mailed link', () => {
  function open(token: string, ready: string | RegExp) {
    return renderScreen(
      <StrictMode>
        <MagicLinkScreen token={token} />
      </StrictMode>,
      `/auth/magic-link?token=${token}`,
      ready,
    );
  }

  it('spends the token once, signs in and lands on the dashboard', async () => {
    const bodies = answer('/auth/magic-link/verify', envelope(authTokensJson('access', 'refresh')));

    const router = await open(TOKEN, 'Signing you in…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(fakeSession.completeSignIn).toHaveBeenCalledTimes(1);
  });

  it('lands an administrator on the admin dashboard', async () => {
    answer('/auth/magic-link/verify', envelope(authTokensJson('access', 'refresh')));
    fakeSession.reset({ status: 'anonymous', reason: null }, signedIn(aUser({ is_admin: true })));

    const router = await open(TOKEN, 'Signing you in…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('hands over to the two-factor step when the account asks for a second factor', async () => {
    const challenge = { user: null, two_factor_token: 'challenge', expires_at: new Date().toISOString() };
    answer('/auth/magic-link/verify', envelope(challenge, { requires_2fa: true }));
    fakeSession.reset(
      { status: 'anonymous', reason: null },
      { status: 'two-factor-required', twoFactorToken: 'challenge', expiresAt: 0 },
    );

    const router = await open(TOKEN, 'Signing you in…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/two-factor'));
  });

  it("shows Magic link verification failed with the server's reason and the way to a new link", async () => {
    const message = 'This sign-in link is invalid, already used or expired. Request a new one';
    answer('/auth/magic-link/verify', { success: false, message, errors: { token: [message] } }, 422);

    await open(TOKEN, 'Magic link verification failed');

    expect(screen.getByRole('alert').textContent).toContain(message);
    const again = screen.getByRole('link', { name: 'Request a new link' });
    expect(again.getAttribute('href')).toBe('/auth/magic-link');
    expect(fakeSession.completeSignIn).not.toHaveBeenCalled();
  });

  it('makes no call for a token that cannot be one the server mailed', async () => {
    const bodies = answer('/auth/magic-link/verify', envelope(null));

    await open('abc', 'Magic link verification failed');

    expect(bodies).toEqual([]);
  });
});
