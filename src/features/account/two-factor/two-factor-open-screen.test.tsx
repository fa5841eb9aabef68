import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readReturnUrl, RETURN_URL_KEY } from '@/auth/guard/return-url';
import { authHandlers } from '../../../../tests/msw/handlers/auth';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

describe('TwoFactorOpenScreen', () => {
  afterEach(() => {
    sessionStorage.removeItem(RETURN_URL_KEY);
  });

  it('explains two-factor to a visitor and signs them in to come back here', async () => {
    const { router } = await renderRoute('/auth/2fa-settings');
    await screen.findByText('What two-factor authentication does');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/auth/login?redirect=%2Fauth%2F2fa-settings');

    await userEvent.setup().click(link);

    expect(readReturnUrl()).toBe('/auth/2fa-settings');
    await expect.poll(() => router.state.location.pathname).toBe('/auth/login');
  });

  it('shows a signed-in user their own two-factor settings instead', async () => {
    signedInAs();
    server.use(authHandlers.twoFactorStatus());
    await renderRoute('/auth/2fa-settings');

    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.queryByText('What two-factor authentication does')).toBeNull();
  });
});
