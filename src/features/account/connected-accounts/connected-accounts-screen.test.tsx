import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { server } from '../../../../tests/msw/server';
import { ConnectedAccountsScreen } from './connected-accounts-screen';
import { aProfile, BASE, envelope, refusal, renderScreen, testClient } from '@/features/account/test-kit';

function anAccount(provider: string, email: string | null = 'ola@example.com') {
  return { provider, email, name: 'Ola', avatar: null, connected_at: '2026-11-01T10:00:00.000Z' };
}

interface ServerSetup {
  connected?: ReturnType<typeof anAccount>[];
  hasPassword?: boolean;
  offered?: string[];
  socialLogin?: boolean;
}

/** The server: connected accounts, the profile, the site's providers; disconnecting as the real one does. */
function answer({
  connected = [],
  hasPassword = true,
  offered = ['google', 'local'],
  socialLogin = true,
}: ServerSetup) {
  let accounts = connected;
  const seen = { redirects: [] as URLSearchParams[], disconnected: [] as string[] };
  server.use(
    http.get(`${BASE}/auth/connected-accounts`, () => HttpResponse.json(envelope(accounts))),
    http.get(`${BASE}/user/profile`, () =>
      HttpResponse.json(envelope(aProfile({ can_change_password: hasPassword }))),
    ),
    http.get(`${BASE}/settings`, () =>
      HttpResponse.json(envelope({ social_login_enabled: socialLogin, social_providers: offered })),
    ),
    http.get(`${BASE}/auth/social/:provider/redirect`, ({ request, params }) => {
      seen.redirects.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        envelope({ redirect_url: `https://idp.test/${String(params.provider)}/authorize` }),
      );
    }),
    http.delete(`${BASE}/auth/connected-accounts/:provider`, ({ params }) => {
      const provider = String(params.provider);
      if (!hasPassword && accounts.length === 1) {
        return HttpResponse.json(
          refusal('Set a password before you disconnect your only sign-in method.', {
            provider: ['Set a password first.'],
          }),
          { status: 422 },
        );
      }
      seen.disconnected.push(provider);
      accounts = accounts.filter((account) => account.provider !== provider);
      return HttpResponse.json(envelope(null));
    }),
  );
  return seen;
}

async function setup() {
  const leaveApp = vi.fn();
  const user = userEvent.setup();
  renderScreen(<ConnectedAccountsScreen client={testClient()} leaveApp={leaveApp} />);
  const list = await screen.findByRole('list', { name: 'Social accounts' });
  return { leaveApp, user, list };
}

describe('ConnectedAccountsScreen', () => {
  it('lists the connected accounts, then the providers that can be connected', async () => {
    answer({ connected: [anAccount('github')] });
    const { list } = await setup();
    const rows = within(list).getAllByRole('listitem');

    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['GitHub', 'Google', 'Local ID']);
    expect(rows[0]?.textContent).toContain('Connected as ola@example.com since Nov 1, 2026');
    expect(rows[1]?.textContent).toContain('Not connected');
    expect(within(list).getByRole('button', { name: 'Disconnect GitHub' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Connect Google' })).toBeTruthy();
  });

  it('connects a provider through its own page, coming back to this page', async () => {
    const seen = answer({});
    const { leaveApp, user, list } = await setup();

    await user.click(within(list).getByRole('button', { name: 'Connect Local ID' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://idp.test/local/authorize'));
    expect(seen.redirects.map((query) => Object.fromEntries(query))).toEqual([
      { link: 'true', return_url: '/settings/connected-accounts' },
    ]);
  });

  it('says so when the provider’s page cannot be had', async () => {
    answer({});
    server.use(
      http.get(`${BASE}/auth/social/:provider/redirect`, () =>
        HttpResponse.json(refusal(''), { status: 404 }),
      ),
    );
    const error = vi.spyOn(notify, 'error');
    const { leaveApp, user, list } = await setup();

    await user.click(within(list).getByRole('button', { name: 'Connect Google' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(leaveApp).not.toHaveBeenCalled();
    expect(within(list).getByRole('button', { name: 'Connect Google' }).hasAttribute('disabled')).toBe(false);
  });

  it('disconnects an account once confirmed', async () => {
    const seen = answer({ connected: [anAccount('google')] });
    const success = vi.spyOn(notify, 'success');
    const { user, list } = await setup();

    await user.click(within(list).getByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Google is disconnected'));
    expect(seen.disconnected).toEqual(['google']);
    expect(await within(list).findByRole('button', { name: 'Connect Google' })).toBeTruthy();
  });

  it('never offers to disconnect the last way to sign in, and says why', async () => {
    answer({ connected: [anAccount('google')], hasPassword: false });
    const { list } = await setup();

    const button = await within(list).findByRole('button', { name: 'Disconnect Google' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('This is the only way you can sign in');
  });

  it('lets an account without a password disconnect one of two providers', async () => {
    answer({ connected: [anAccount('google'), anAccount('github')], hasPassword: false });
    const { list } = await setup();

    expect(within(list).getByRole('button', { name: 'Disconnect Google' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(list).queryByText(/only way you can sign in/)).toBeNull();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    answer({ connected: [anAccount('google'), anAccount('github')], hasPassword: false });
    // Another tab disconnected GitHub meanwhile: the server now refuses the last one.
    server.use(
      http.delete(`${BASE}/auth/connected-accounts/:provider`, () =>
        HttpResponse.json(refusal('Set a password before you disconnect your only sign-in method.'), {
          status: 422,
        }),
      ),
    );
    const { user, list } = await setup();

    await user.click(within(list).getByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(
      await within(dialog).findByText('Set a password before you disconnect your only sign-in method.'),
    ).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('says when the site offers no social sign-in', async () => {
    answer({ socialLogin: false });
    renderScreen(<ConnectedAccountsScreen client={testClient()} leaveApp={vi.fn()} />);

    expect(await screen.findByText('No social sign-in is offered on this site.')).toBeTruthy();
  });
});
