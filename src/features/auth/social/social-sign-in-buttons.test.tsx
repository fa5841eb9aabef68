import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { SocialSignInButtons } from './social-sign-in-buttons';
import type { SocialProvider } from '@/lib/social-providers';

function render(
  providers: readonly SocialProvider[],
  onStart: (p: SocialProvider) => Promise<string | null>,
) {
  return renderOnRouter(
    <SocialSignInButtons providers={providers} onStart={onStart} />,
    'Continue with Local ID',
  );
}

describe('SocialSignInButtons', () => {
  it('offers one button per provider, under its brand name', async () => {
    await render(['google', 'github', 'local'], vi.fn());

    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Continue with Google', 'Continue with GitHub', 'Continue with Local ID']);
  });

  it('renders nothing when the server offers no provider', async () => {
    const { container } = await renderOnRouter(
      <>
        <p>page</p>
        <SocialSignInButtons providers={[]} onStart={vi.fn()} />
      </>,
      'page',
    );
    expect(container.querySelector('[data-slot="social-sign-in"]')).toBeNull();
  });

  it('starts the provider pressed and blocks a second start while the browser leaves', async () => {
    const onStart = vi.fn(() => Promise.resolve(null));
    const user = userEvent.setup();
    await render(['github', 'local'], onStart);

    await user.click(screen.getByRole('button', { name: 'Continue with Local ID' }));

    expect(onStart).toHaveBeenCalledWith('local');
    const local = screen.getByRole('button', { name: 'Continue with Local ID' });
    expect(local.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with GitHub' }).disabled).toBe(
      true,
    );
    await user.click(local);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shows why a start failed and lets the user try again', async () => {
    const onStart = vi.fn<(p: SocialProvider) => Promise<string | null>>();
    onStart.mockResolvedValueOnce('Failed to initiate social login').mockResolvedValueOnce(null);
    const user = userEvent.setup();
    await render(['local'], onStart);

    await user.click(screen.getByRole('button', { name: 'Continue with Local ID' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to initiate social login');
    await user.click(screen.getByRole('button', { name: 'Continue with Local ID' }));
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
