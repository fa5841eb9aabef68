import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/auth/session/session-machine';
import { aUser } from '../../../../tests/fixtures/user';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { VerifyEmailOutcome, type VerifyOutcome } from './verify-email-outcome';

function show(outcome: VerifyOutcome, user: SessionUser | null, readyText: string | RegExp) {
  return renderOnRouter(
    <VerifyEmailOutcome outcome={outcome} user={user} send={vi.fn(() => Promise.resolve('Sent'))} />,
    readyText,
  );
}

const expired = 'This verification link has expired. Request a new one';

describe('VerifyEmailOutcome', () => {
  it('shows progress while the server checks the link', async () => {
    await show({ kind: 'pending' }, null, 'Verifying your email address…');
    expect(screen.getByRole('status').textContent).toContain('Verifying your email address…');
  });

  it('offers a signed-in user the dashboard once verified', async () => {
    await show({ kind: 'verified', alreadyVerified: false }, aUser(), 'Your email address has been verified');
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('offers a signed-out visitor the sign-in screen once verified', async () => {
    await show({ kind: 'verified', alreadyVerified: true }, null, 'Your email address was already verified');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('says why the link failed and offers a new one to a signed-in user', async () => {
    const user = aUser({ email_verified: false, email_verified_at: null });
    await show({ kind: 'failed', message: expired }, user, expired);
    expect(screen.getByRole('alert').textContent).toContain(expired);
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });

  it('sends a signed-out visitor of a failed link to sign in, from where a new link can be asked for', async () => {
    await show({ kind: 'failed', message: 'Failed to verify email' }, null, 'Failed to verify email');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});
