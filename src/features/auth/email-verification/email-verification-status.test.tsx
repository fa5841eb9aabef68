import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/auth/session/session-machine';
import { aUser } from '../../../../tests/fixtures/user';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { EmailVerificationStatus } from './email-verification-status';

function setup(user: SessionUser | null, readyText: string | RegExp, { loading = false } = {}) {
  const onSignOut = vi.fn();
  const send = vi.fn(() => Promise.resolve('Sent'));
  return {
    onSignOut,
    send,
    user: userEvent.setup(),
    rendered: renderOnRouter(
      <EmailVerificationStatus user={user} loading={loading} onSignOut={onSignOut} send={send} />,
      readyText,
    ),
  };
}

const unverified = { email: 'ola@example.com', email_verified: false, email_verified_at: null };

describe('EmailVerificationStatus', () => {
  it('tells a signed-in user with an unverified address where the link went', async () => {
    await setup(aUser(unverified), 'Not verified').rendered;
    expect(screen.getByText(/We sent a verification link to ola@example.com/)).toBeTruthy();
  });

  it('sends the link again on request', async () => {
    const { send, user, rendered } = setup(aUser(unverified), 'Not verified');
    await rendered;
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets the user sign out of the wrong account', async () => {
    const { onSignOut, user, rendered } = setup(aUser(unverified), 'Not verified');
    await rendered;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows a verified address with the way to the dashboard that suits the user', async () => {
    await setup(aUser({ email: 'ola@example.com' }), 'Verified').rendered;
    expect(screen.getByText('Your email address ola@example.com is verified.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('sends staff to the admin dashboard', async () => {
    await setup(aUser({ is_admin: true, roles: ['admin'] }), 'Verified').rendered;
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
  });

  it('asks a visitor who is not signed in to sign in first', async () => {
    await setup(null, /Sign in to see whether/).rendered;
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('waits while the session is starting', async () => {
    await setup(null, 'Loading…', { loading: true }).rendered;
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
