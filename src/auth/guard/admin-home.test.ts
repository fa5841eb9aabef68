import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdmin } from '../../../tests/fixtures/user';
import { aSupportDesk, supportHandlers } from '../../../tests/msw/handlers/support';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';
import { adminHomePath, BUILT_ADMIN_SCREENS } from './admin-home';

/** The support desk: staff (`is_admin`) with a narrower role, holding two of the admin permissions. */
const supportDesk = anAdmin({
  name: 'Sam Support',
  roles: ['support'],
  permissions: ['admin.dashboard.view', 'admin.support.view'],
});

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('adminHomePath', () => {
  it('lands the support desk on the support queue', () => {
    expect(adminHomePath(supportDesk)).toBe('/admin/support');
  });

  it('lands staff who may open no built admin screen on the admin dashboard', () => {
    expect(adminHomePath({ permissions: ['admin.dashboard.view', 'admin.users.view'] })).toBe(
      '/admin/dashboard',
    );
  });

  it('leaves out the admin dashboard while it says "Coming soon"', async () => {
    signedInAs(supportDesk, supportDesk.permissions);
    await renderRoute('/admin/dashboard');

    expect(await screen.findByText('Coming soon')).toBeTruthy();
    expect(BUILT_ADMIN_SCREENS.map(({ path }) => path as string)).not.toContain('/admin/dashboard');
  });

  it.each(BUILT_ADMIN_SCREENS)('lists $path, which shows its screen, not "Coming soon"', async ({ path }) => {
    server.use(...supportHandlers.all(aSupportDesk({ staff: true })));
    signedInAs(supportDesk, supportDesk.permissions);
    await renderRoute(path);

    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
