import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../tests/render-screen';
import { SocialConfirmScreen } from './social-confirm-screen';
import type { SocialProvider } from '@/lib/social-providers';

function setup(provider?: SocialProvider, message?: string) {
  const keepReturnUrl = vi.fn();
  const onRetry = vi.fn(() => Promise.resolve(null));
  const render = () =>
    renderScreen(
      <SocialConfirmScreen
        provider={provider}
        message={message}
        keepReturnUrl={keepReturnUrl}
        onRetry={onRetry}
      />,
      '/auth/social/confirm',
      /Connected accounts/,
    );
  return { keepReturnUrl, onRetry, render, user: userEvent.setup() };
}

describe('SocialConfirmScreen', () => {
  it("shows the server's reason from the callback", async () => {
    const reason = 'An account with this email already exists. Sign in to it and connect Local ID';
    await setup('local', reason).render();
    expect(screen.getByRole('status').textContent).toContain(reason);
  });

  it('explains the situation by itself when opened without a reason', async () => {
    await setup('local').render();
    expect(screen.getByRole('status').textContent).toContain(
      'Your Local ID account is not connected to an account here yet.',
    );
  });

  it('signs in to the existing account and then leads to the connected accounts', async () => {
    const { keepReturnUrl, render, user } = setup('local');
    const { router } = await render();

    await user.click(screen.getByRole('button', { name: 'Sign in and connect Local ID' }));

    expect(keepReturnUrl).toHaveBeenCalledWith('/settings/connected-accounts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('tries the provider again', async () => {
    const { onRetry, render, user } = setup('local');
    await render();

    await user.click(screen.getByRole('button', { name: 'Continue with Local ID' }));

    expect(onRetry).toHaveBeenCalledWith('local');
  });

  it('still offers the way through when the provider is unknown', async () => {
    await setup().render();
    expect(screen.getByRole('button', { name: 'Sign in to connect it' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});
