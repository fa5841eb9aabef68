import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_URL_KEY } from '@/auth/guard/return-url';
import { envelope } from '@/auth/session/test-server';
import { server, TEST_API } from '../../../../tests/msw/server';
import { leaveApp } from '@/lib/leave-app';
import { LoginScreen } from './login-screen';
import { fakeSession, renderScreen } from '@/features/auth/screen-test-kit';

vi.mock('@/auth/session/session', async () => ({
  session: (await import('@/features/auth/screen-test-kit')).fakeSession,
}));
vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

function siteSettings(overrides: Record<string, unknown> = {}) {
  return {
    app_name: 'Tracklane',
    app_description: 'Conversion tracking',
    supported_locales: ['pl', 'en'],
    default_locale: 'pl',
    contact_email: 'hello@example.com',
    api_version: '1.0.0',
    max_file_size: 10485760,
    privacy_policy_url: '/p/privacy-policy',
    terms_of_service_url: '/p/terms-of-service',
    currency: 'USD',
    theme: 'light',
    registration_enabled: true,
    social_login_enabled: true,
    social_providers: ['local'],
    maintenance_mode: false,
    demo_mode: false,
    ...overrides,
  };
}

function answerSettings(overrides: Record<string, unknown> = {}) {
  server.use(http.get(`${TEST_API}/settings`, () => HttpResponse.json(envelope(siteSettings(overrides)))));
}

function answerRedirect(body: JsonBodyType, status = 200) {
  const seen: URL[] = [];
  server.use(
    http.get(`${TEST_API}/auth/social/:provider/redirect`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const render = () => renderScreen(<LoginScreen />, '/auth/login', 'Remember me');

beforeEach(() => {
  vi.mocked(leaveApp).mockClear();
  sessionStorage.clear();
  fakeSession.reset({ status: 'anonymous', reason: null });
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
    const seen = answerRedirect(envelope({ redirect_url: 'https://id.example/authorize?state=s' }));
    sessionStorage.setItem(RETURN_URL_KEY, '/domains/add');
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: 'Continue with Local ID' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://id.example/authorize?state=s'));
    expect(seen[0]?.searchParams.get('return_url')).toBe('/domains/add');
  });

  it('says Failed to initiate social login when the server gives no reason', async () => {
    answerSettings();
    answerRedirect({ success: false, message: '', errors: {} }, 500);
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
