import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSupportDashboard } from '../../tests/fixtures/admin-dashboard';
import { anAdmin } from '../../tests/fixtures/user';
import { contract, envelope } from '../../tests/msw/contract';
import { anAdminUser } from '../../tests/fixtures/admin-users';
import { adminDashboardHandlers } from '../../tests/msw/handlers/admin-dashboard';
import { adminUsersHandlers, aUserStore } from '../../tests/msw/handlers/admin-users';
import { server } from '../../tests/msw/server';
import { renderRoute } from '../../tests/render-route';
import { signedInAs } from '../../tests/session';

/** The support desk: staff (`is_admin`) with a narrower role, holding two of the admin permissions. */
const supportUser = anAdmin({ name: 'Sam Support', email: 'support@example.com', roles: ['support'] });
const SUPPORT_ABILITIES = ['admin.dashboard.view', 'admin.support.view'];

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The frame is shown around the admin dashboard, which reads its figures.
  server.use(adminDashboardHandlers.dashboard(aSupportDashboard()));
});

/** The admin area at `path`, signed in as the support desk (with `abilities`); resolves once it shows. */
async function renderAdmin(path = '/admin/dashboard', abilities = SUPPORT_ABILITIES) {
  signedInAs(supportUser, abilities);
  const view = await renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('AdminLayout', () => {
  it('lists only the areas whose permission the account holds', async () => {
    await renderAdmin();

    const sidebar = screen.getByRole('complementary');
    const links = within(sidebar).getAllByRole('link', { name: /./ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/dashboard',
      '/admin/support',
    ]);
  });

  it('lists an area whose permission the user holds as their own, as the route guard lets them open it', async () => {
    signedInAs({ ...supportUser, permissions: ['admin.users.view'] }, SUPPORT_ABILITIES);
    await renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 1 });

    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: /Users/ }).getAttribute('href')).toBe('/admin/users');
  });

  it('shows the title, description and breadcrumbs the route meta declares', async () => {
    server.use(...adminUsersHandlers(aUserStore({ users: [anAdminUser({ id: '7' })] })));
    await renderAdmin('/admin/users/7/edit', [...SUPPORT_ABILITIES, 'admin.users.update']);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit user');
    expect(
      screen.getByText(
        "The account's name, email, language and password; roles and status are changed on the user's page.",
      ),
    ).toBeTruthy();
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
    const { session } = await renderAdmin();
    server.use(contract.post('/auth/logout', () => envelope(null)));

    // The guard sends a visitor to the sign-in page, so the frame is only without a user when the
    // session ends under it (a time-out, another tab) before the guard runs again.
    await act(() => session.signOut());

    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull();
    expect(document.querySelector('[data-slot="notification-bell"]')).toBeNull();
  });

  it('signs out from the user menu and goes to the login page', async () => {
    const logouts: (string | null)[] = [];
    server.use(
      contract.post('/auth/logout', ({ request }) => {
        logouts.push(request.headers.get('Authorization'));
        return envelope(null);
      }),
    );
    const { router, session } = await renderAdmin();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Sam Support');
    expect(menu.textContent).toContain('support@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(menu).getByRole('menuitem', { name: 'User dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(session.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
    expect(logouts).toEqual(['Bearer access-1']);
  });
});
