import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsLayout } from './settings-layout';
import { SettingsOverview } from './settings-overview';
import { SETTINGS_PAGES } from './settings-pages';

/** The settings routes with the real layout and overview; each page shows its own path. */
function renderSettings(at: string) {
  const root = createRootRoute();
  const settings = createRoute({ getParentRoute: () => root, path: '/settings', component: SettingsLayout });
  const overview = createRoute({ getParentRoute: () => settings, path: '/', component: SettingsOverview });
  const pages = SETTINGS_PAGES.map(({ to }) =>
    createRoute({
      getParentRoute: () => settings,
      path: to.replace('/settings', ''),
      component: () => <p>page {to}</p>,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([settings.addChildren([overview, ...pages])]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('the settings overview and navigation', () => {
  it('lists every settings page with what it holds, without the side list', async () => {
    renderSettings('/settings');
    const links = await screen.findAllByRole('link');

    expect(links.map((link) => link.getAttribute('href'))).toEqual(SETTINGS_PAGES.map((page) => page.to));
    expect(screen.getByRole('link', { name: /Browser sessions/ }).textContent).toContain(
      'See where you are signed in and sign out other browsers.',
    );
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
  });

  it('leads from the overview to a page, which has the list of pages beside it', async () => {
    const router = renderSettings('/settings');

    await userEvent.setup().click(await screen.findByRole('link', { name: /Change password/ }));

    expect(await screen.findByText('page /settings/change-password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/change-password');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getAllByRole('link')).toHaveLength(SETTINGS_PAGES.length);
  });

  it('marks the current page in the list', async () => {
    renderSettings('/settings/browser-sessions');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });

    const current = within(nav).getByRole('link', { name: 'Browser sessions' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });
});
