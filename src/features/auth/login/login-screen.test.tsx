import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@/api/queries/settings';
import { RETURN_URL_KEY } from '@/auth/guard/return-url';
import { leaveApp } from '@/lib/leave-app';
import { siteSettings } from '../../../../tests/fixtures/settings';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { settingsHandlers } from '../../../../tests/msw/handlers/settings';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { LoginScreen } from './login-screen';

// The provider's page is outside the app: the test only notes that the browser would go there.
vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

/** GET /settings answers the site settings, changed by `overrides`. */
function answerSettings(overrides: Partial<SiteSettings> = {}) {
  server.use(settingsHandlers.site(siteSettings(overrides)));
}

/** GET /auth/social/{provider}/redirect answers the provider's page, or `refused`; returns the URLs asked. */
function answerRedirect(redirectUrl: string, refused?: () => Response) {
  const seen: URL[] = [];
  server.use(
    contract.get('/auth/social/{provider}/redirect', ({ request }) => {
      seen.push(new URL(request.url));
      return refused ? refused() : envelope({ redirect_url: redirectUrl });
    }),
  );
  return seen;
}

const render = () => renderScreen(<LoginScreen />, '/auth/login', 'Remember me');

beforeEach(() => {
  vi.mocked(leaveApp).mockClear();
  sessionStorage.clear();
});

describe('LoginScreen', () => {
  it('offers the social providers the server names', async () => {
    answerSettings({ social_providers: ['github', 'local'] });
    await render();
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Local ID' })).toBeTruthy();
  });

  it('offers no provider when social sign-in is turned off', async () => {
    answerSettings({ social_login_enabled: false, social_providers: ['local'] });
    await render();
    await screen.findByRole('link', { name: 'Create an account' });
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it("sends the browser to the provider's page, taking the saved return URL along", async () => {
    answerSettings();
    const seen = answerRedirect('https://id.example/authorize?state=s');
    sessionStorage.setItem(RETURN_URL_KEY, '/domains/add');
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: 'Continue with Local ID' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://id.example/authorize?state=s'));
    expect(seen[0]?.searchParams.get('return_url')).toBe('/domains/add');
  });

  it('says Failed to initiate social login when the server gives no reason', async () => {
    answerSettings();
    answerRedirect('', () => refusal(500, '', {}));
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: 'Continue with Local ID' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to initiate social login');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('shows the demo accounts only on a demo install', async () => {
    answerSettings({
      demo_mode: true,
      demo_accounts: [{ email: 'owner@example.com', password: 'Owner12345', role: 'user' }],
    });
    await render();
    expect(await screen.findByRole('region', { name: 'Demo accounts' })).toBeTruthy();
  });

  it('shows no demo accounts elsewhere', async () => {
    answerSettings({ demo_mode: false });
    await render();
    await screen.findByRole('button', { name: 'Continue with Local ID' });
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).toBeNull();
  });

  it('offers to create an account only while registration is open', async () => {
    answerSettings({ registration_enabled: false });
    await render();
    await screen.findByRole('button', { name: 'Continue with Local ID' });
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });
});
