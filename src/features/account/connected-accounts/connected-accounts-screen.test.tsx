import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectedAccount } from '@/api/queries/auth-connected-accounts';
import { leaveApp } from '@/lib/leave-app';
import { notify } from '@/lib/notify';
import type { SocialProvider } from '@/lib/social-providers';
import { aConnectedAccount } from '../../../../tests/fixtures/auth';
import { siteSettings } from '../../../../tests/fixtures/settings';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { settingsHandlers } from '../../../../tests/msw/handlers/settings';
import { userHandlers } from '../../../../tests/msw/handlers/user';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

// Connecting leaves the app for the provider's page, which jsdom cannot load.
vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

const PAGE = '/settings/connected-accounts';

function anAccount(provider: SocialProvider) {
  return aConnectedAccount({ provider, name: 'Ola', connected_at: new Date('2026-11-01T10:00:00Z') });
}

interface ServerSetup {
  connected?: ConnectedAccount[];
  hasPassword?: boolean;
  offered?: SocialProvider[];
  socialLogin?: boolean;
}

/**
 * The server: signed in as a user with a password (or not), the connected accounts, the site's
 * providers; disconnecting as the real one does.
 */
function answer({
  connected = [],
  hasPassword = true,
  offered = ['google', 'local'],
  socialLogin = true,
}: ServerSetup) {
  const user = signedInAs(aUser({ can_change_password: hasPassword }));
  let accounts = connected;
  const seen = {
    redirects: [] as URLSearchParams[],
    disconnected: [] as string[],
    site: siteSettings({ social_login_enabled: socialLogin, social_providers: offered }),
  };
  server.use(
    // A disconnection reloads the profile, which says whether a password is left to sign in with.
    userHandlers.profile(user),
    contract.get('/auth/connected-accounts', () => envelope(accounts)),
    contract.get('/auth/social/{provider}/redirect', ({ request, params }) => {
      seen.redirects.push(new URL(request.url).searchParams);
      return envelope({ redirect_url: `https://idp.test/${String(params.provider)}/authorize` });
    }),
    contract.delete('/auth/connected-accounts/{provider}', ({ params }) => {
      const provider = String(params.provider);
      if (!hasPassword && accounts.length === 1) {
        return refusal(422, 'Set a password before you disconnect your only sign-in method.', {
          provider: ['Set a password first.'],
        });
      }
      seen.disconnected.push(provider);
      accounts = accounts.filter((account) => account.provider !== provider);
      return envelope(null);
    }),
  );
  return seen;
}

/** Opens the page on a site that offers `site`'s providers. */
async function openPage(site: ReturnType<typeof siteSettings>) {
  server.use(settingsHandlers.site(site));
  await renderRoute(PAGE);
}

async function setup(seen: ReturnType<typeof answer>) {
  const user = userEvent.setup();
  await openPage(seen.site);
  const list = await screen.findByRole('list', { name: 'Social accounts' });
  return { user, list };
}

beforeEach(() => {
  vi.mocked(leaveApp).mockClear();
});

describe('ConnectedAccountsScreen', () => {
  it('lists the connected accounts, then the providers that can be connected', async () => {
    const { list } = await setup(answer({ connected: [anAccount('github')] }));
    const rows = within(list).getAllByRole('listitem');

    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['GitHub', 'Google', 'Local ID']);
    expect(rows[0]?.textContent).toContain('Connected as ola@example.com since 1 Nov 2026');
    expect(rows[1]?.textContent).toContain('Not connected');
    expect(within(list).getByRole('button', { name: 'Disconnect GitHub' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Connect Google' })).toBeTruthy();
  });

  it('connects a provider through its own page, coming back to this page', async () => {
    const seen = answer({});
    const { user, list } = await setup(seen);

    await user.click(within(list).getByRole('button', { name: 'Connect Local ID' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://idp.test/local/authorize'));
    expect(seen.redirects.map((query) => Object.fromEntries(query))).toEqual([
      { link: 'true', return_url: '/settings/connected-accounts' },
    ]);
  });

  it('says so when the provider’s page cannot be had', async () => {
    const seen = answer({});
    server.use(contract.get('/auth/social/{provider}/redirect', () => refusal(404, '')));
    const error = vi.spyOn(notify, 'error');
    const { user, list } = await setup(seen);

    await user.click(within(list).getByRole('button', { name: 'Connect Google' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(leaveApp).not.toHaveBeenCalled();
    expect(within(list).getByRole('button', { name: 'Connect Google' }).hasAttribute('disabled')).toBe(false);
  });

  it('disconnects an account once confirmed', async () => {
    const seen = answer({ connected: [anAccount('google')] });
    const success = vi.spyOn(notify, 'success');
    const { user, list } = await setup(seen);

    await user.click(within(list).getByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Google is disconnected'));
    expect(seen.disconnected).toEqual(['google']);
    expect(await within(list).findByRole('button', { name: 'Connect Google' })).toBeTruthy();
  });

  it('never offers to disconnect the last way to sign in, and says why', async () => {
    const { list } = await setup(answer({ connected: [anAccount('google')], hasPassword: false }));

    const button = await within(list).findByRole('button', { name: 'Disconnect Google' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('This is the only way you can sign in');
  });

  it('lets an account without a password disconnect one of two providers', async () => {
    const { list } = await setup(
      answer({ connected: [anAccount('google'), anAccount('github')], hasPassword: false }),
    );

    expect(within(list).getByRole('button', { name: 'Disconnect Google' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(list).queryByText(/only way you can sign in/)).toBeNull();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const seen = answer({ connected: [anAccount('google'), anAccount('github')], hasPassword: false });
    // Another tab disconnected GitHub meanwhile: the server now refuses the last one.
    server.use(
      contract.delete('/auth/connected-accounts/{provider}', () =>
        refusal(422, 'Set a password before you disconnect your only sign-in method.'),
      ),
    );
    const { user, list } = await setup(seen);

    await user.click(within(list).getByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(
      await within(dialog).findByText('Set a password before you disconnect your only sign-in method.'),
    ).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('says when the site offers no social sign-in', async () => {
    await openPage(answer({ socialLogin: false }).site);

    expect(await screen.findByText('No social sign-in is offered on this site.')).toBeTruthy();
  });
});
