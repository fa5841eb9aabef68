import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/auth/session/session-machine';
import { notify } from '@/lib/notify';
import { authTokens, twoFactorChallenge } from '../../../../tests/fixtures/auth';
import { anAdmin, aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { authHandlers } from '../../../../tests/msw/handlers/auth';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { MagicLinkScreen } from './magic-link-screen';

const TOKEN = 'a'.repeat(64);

/** POST /auth/magic-link sends the link, or answers `refused`; returns the bodies it was sent. */
function answerSend(refused?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    contract.post('/auth/magic-link', async ({ request }) => {
      bodies.push(await request.json());
      return refused ? refused() : envelope(null);
    }),
  );
  return bodies;
}

type VerifyAnswer = SuccessOf<'/auth/magic-link/verify', 'post'> | Response;

/** POST /auth/magic-link/verify answers `answer` (tokens for `magic-access`); returns the bodies it was sent. */
function answerVerify(answer: () => VerifyAnswer = () => envelope(authTokens({ access: 'magic-access' }))) {
  const bodies: unknown[] = [];
  server.use(
    contract.post('/auth/magic-link/verify', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** The session's checks after a sign-in: verify-token answers `user`; returns the bearers it was sent. */
function answerSessionChecks(user: SessionUser = aUser()) {
  const bearers: (string | null)[] = [];
  server.use(
    contract.post('/auth/verify-token', ({ request }) => {
      bearers.push(request.headers.get('Authorization'));
      return envelope({ user, expires_at: new Date(Date.now() + 60 * 60_000) });
    }),
    authHandlers.abilities(),
  );
  return bearers;
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('MagicLinkScreen, asking for a link', () => {
  it('sends the link to the address brought from the login screen, then says where to look', async () => {
    const bodies = answerSend();
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
    const bodies = answerSend();
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
    const bodies = answerSend();
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen />, '/auth/magic-link', 'Email');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal and keeps the address", async () => {
    const message = 'Too many requests. Please wait a moment and try again.';
    answerSend(() => refusal(429, message, {}));
    const user = userEvent.setup();
    await renderScreen(<MagicLinkScreen email="ola@example.com" />, '/auth/magic-link', 'Email');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ola@example.com');
  });

  it('falls back to Failed to send magic link when the server says nothing', async () => {
    answerSend(() => refusal(500, '', {}));
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
    const bodies = answerVerify();
    const verified = answerSessionChecks();

    const { router, session } = await open(TOKEN, 'Signing you in…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(verified).toEqual(['Bearer magic-access']);
    expect(session.getSnapshot().state).toMatchObject({ status: 'authenticated', verified: true });
  });

  it('lands an administrator on the admin dashboard', async () => {
    answerVerify();
    answerSessionChecks(anAdmin());

    const { router } = await open(TOKEN, 'Signing you in…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('hands over to the two-factor step when the account asks for a second factor', async () => {
    answerVerify(() => envelope(twoFactorChallenge('challenge'), { meta: { requires_2fa: true } }));

    const { router, session } = await open(TOKEN, 'Signing you in…');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/two-factor'));
    expect(session.getSnapshot().state).toMatchObject({
      status: 'two-factor-required',
      twoFactorToken: 'challenge',
    });
  });

  it("shows Magic link verification failed with the server's reason and the way to a new link", async () => {
    const message = 'This sign-in link is invalid, already used or expired. Request a new one';
    answerVerify(() => refusal(422, message, { token: [message] }));
    const verified = answerSessionChecks();

    const { session } = await open(TOKEN, 'Magic link verification failed');

    expect(screen.getByRole('alert').textContent).toContain(message);
    const again = screen.getByRole('link', { name: 'Request a new link' });
    expect(again.getAttribute('href')).toBe('/auth/magic-link');
    expect(verified).toEqual([]);
    expect(session.getSnapshot().state).toEqual({ status: 'anonymous', reason: null });
  });

  it('makes no call for a token that cannot be one the server mailed', async () => {
    const bodies = answerVerify();

    await open('abc', 'Magic link verification failed');

    expect(bodies).toEqual([]);
  });
});
