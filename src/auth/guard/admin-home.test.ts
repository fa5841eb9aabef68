import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSupportDashboard } from '../../../tests/fixtures/admin-dashboard';
import { anAdmin } from '../../../tests/fixtures/user';
import { accessHandlers, anAccessStore } from '../../../tests/msw/handlers/admin-access';
import { activityHandlers, anActivityLog } from '../../../tests/msw/handlers/admin-activity';
import { adminDashboardHandlers } from '../../../tests/msw/handlers/admin-dashboard';
import { adminDomainsHandlers, aDomainStore } from '../../../tests/msw/handlers/admin-domains';
import { adminPaymentsHandlers, aPaymentStore } from '../../../tests/msw/handlers/admin-payments';
import { adminPlansHandlers, aPlanStore } from '../../../tests/msw/handlers/admin-plans';
import { adminUsersHandlers, aUserStore } from '../../../tests/msw/handlers/admin-users';
import { planHandlers } from '../../../tests/msw/handlers/plans';
import { aSupportDesk, supportHandlers } from '../../../tests/msw/handlers/support';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';
import { adminHomePath, BUILT_ADMIN_SCREENS, type AdminHomePath } from './admin-home';

/** The support desk: staff (`is_admin`) with a narrower role, holding two of the admin permissions. */
const supportDesk = anAdmin({
  name: 'Sam Support',
  roles: ['support'],
  permissions: ['admin.dashboard.view', 'admin.support.view'],
});

/** What each built screen shows once its data is in: its own content, never "Coming soon". */
const SHOWN: Record<AdminHomePath, () => Promise<HTMLElement>> = {
  '/admin/dashboard': () => screen.findByRole('region', { name: 'Platform figures' }),
  '/admin/support': () => screen.findByRole('table'),
  '/admin/users': () => screen.findByRole('table', { name: 'Users' }),
  '/admin/roles': () => screen.findByRole('table', { name: /Roles and the permissions they grant/ }),
  '/admin/permissions': () => screen.findByRole('table', { name: 'Permissions' }),
  '/admin/domains': () => screen.findByRole('table', { name: 'Domains' }),
  '/admin/plans': () => screen.findByRole('table', { name: 'Plans' }),
  '/admin/features': () => screen.findByRole('table', { name: 'Features' }),
  '/admin/payments': () => screen.findByRole('table', { name: 'Payments' }),
  '/admin/activity-logs': () =>
    screen.findByRole('table', { name: 'Activity of every user and staff member' }),
};

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('adminHomePath', () => {
  it('lands the support desk on the admin dashboard, which its permissions open', () => {
    expect(adminHomePath(supportDesk)).toBe('/admin/dashboard');
  });

  it('lands staff who may open the support queue but not the dashboard on the support queue', () => {
    expect(adminHomePath({ permissions: ['admin.support.view'] })).toBe('/admin/support');
  });

  it('lands staff who may open only the users on the users list', () => {
    expect(adminHomePath({ permissions: ['admin.users.view', 'admin.logs.view'] })).toBe('/admin/users');
  });

  it('lands staff who may open only the domains on the domains list', () => {
    expect(adminHomePath({ permissions: ['admin.domains.view'] })).toBe('/admin/domains');
  });

  it('lands an auditor whose role grants only the activity log on the activity log', () => {
    expect(adminHomePath({ permissions: ['admin.logs.view'] })).toBe('/admin/activity-logs');
  });

  it('lands staff who may open no built admin screen on the admin dashboard', () => {
    expect(adminHomePath({ permissions: ['admin.backups.view'] })).toBe('/admin/dashboard');
  });

  it('lists the admin dashboard first', () => {
    expect(BUILT_ADMIN_SCREENS[0].path).toBe('/admin/dashboard');
  });

  it.each(BUILT_ADMIN_SCREENS)(
    'lists $path, which shows its screen, not "Coming soon"',
    async ({ path, permission }) => {
      server.use(
        ...supportHandlers.all(aSupportDesk({ staff: true })),
        adminDashboardHandlers.dashboard(aSupportDashboard()),
        ...accessHandlers(anAccessStore()),
        ...activityHandlers(anActivityLog()),
        ...adminUsersHandlers(aUserStore()),
        ...adminPlansHandlers(aPlanStore()),
        ...adminDomainsHandlers(aDomainStore()),
        ...adminPaymentsHandlers(aPaymentStore()),
        planHandlers.list(),
      );
      signedInAs(supportDesk, [...supportDesk.permissions, permission]);
      await renderRoute(path);

      await screen.findByRole('heading', { level: 1 });
      expect(await SHOWN[path]()).toBeTruthy();
      expect(screen.queryByText('Coming soon')).toBeNull();
    },
  );
});
