import { msg } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from './admin-layout';
import { renderInLayout } from './render-in-layout';
import type { ShellAccount, ShellUser } from './shell-account';

const SUPPORT_PERMISSIONS = new Set(['admin.dashboard.view', 'admin.support.view']);

const supportUser: ShellUser = {
  name: 'Sam Support',
  email: 'support@example.com',
  avatar: null,
  is_admin: false,
  email_verified: true,
  roles: ['support'],
  permissions: [...SUPPORT_PERMISSIONS],
};

function account(overrides: Partial<ShellAccount> = {}): ShellAccount {
  return {
    user: null,
    can: (permission) => SUPPORT_PERMISSIONS.has(permission),
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

const editUser = {
  path: '/admin/users/$id/edit',
  meta: {
    title: msg`Edit user`,
    description: msg`Change the account's details, roles and status.`,
    breadcrumbs: [{ label: msg`Users`, to: '/admin/users' }, { label: msg`Edit user` }],
  },
};

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('AdminLayout', () => {
  it('lists only the areas whose permission the account holds', async () => {
    await renderInLayout({
      layout: AdminLayout,
      page: editUser,
      at: '/admin/users/7/edit',
      account: account(),
    });

    const sidebar = screen.getByRole('complementary');
    const links = within(sidebar).getAllByRole('link', { name: /./ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/dashboard',
      '/admin/support',
    ]);
  });

  it('prefers the can function it is given over the account', async () => {
    const Layout = () => <AdminLayout can={(permission) => permission === 'admin.backups.view'} />;
    await renderInLayout({ layout: Layout, page: editUser, at: '/admin/users/7/edit', account: account() });

    const nav = within(screen.getByRole('complementary')).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/backups']);
  });

  it('shows the title, description and breadcrumbs the route meta declares', async () => {
    await renderInLayout({
      layout: AdminLayout,
      page: editUser,
      at: '/admin/users/7/edit',
      account: account(),
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit user');
    expect(screen.getByText("Change the account's details, roles and status.")).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Administration', 'Users']);
    expect(breadcrumb.querySelector('[aria-current="page"]')?.textContent).toBe('Edit user');
    await waitFor(() => expect(document.title).toBe('Edit user · Tracklane'));
  });

  it('offers to sign in, without bell or user menu, when nobody is signed in', async () => {
    await renderInLayout({
      layout: AdminLayout,
      page: editUser,
      at: '/admin/users/7/edit',
      account: account(),
    });

    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(document.querySelector('[data-slot="notification-bell"]')).toBeNull();
  });

  it('signs out from the user menu and goes to the login page', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const { router } = await renderInLayout({
      layout: AdminLayout,
      page: editUser,
      at: '/admin/users/7/edit',
      account: account({ user: supportUser, signOut }),
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(menu.textContent).toContain('Sam Support');
    expect(menu.textContent).toContain('support@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(menu).getByRole('menuitem', { name: 'User dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
