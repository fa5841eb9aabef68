import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';
import { settled } from './settled';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the access screens for staff, light and dark, in Polish and English at 360 and 1366 px
// (tests/e2e/photograph.ts): the roles × permissions grid (with a change staged), the permissions list
// and the activity log, on the seeded roles and permissions and the demo data's activity.

/** A list whose rows have arrived. */
async function listed(page: Page) {
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await settled(page);
}

/**
 * Admin changes for the log to show: a role made, given a permission and described, through the API as
 * the seeded administrator (a session of its own).
 */
async function recordRoleChanges(request: APIRequestContext) {
  const { email, password } = ACCOUNTS.admin;
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const made = await request.post('/api/v1/admin/roles', {
    headers,
    data: { name: `auditor-${Date.now()}`, permissions: ['admin.logs.view'] },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  const changed = await request.put(`/api/v1/admin/roles/${id}`, {
    headers,
    data: { description: 'Reads the activity log', permissions: ['admin.logs.view', 'admin.users.view'] },
  });
  expect(changed.ok()).toBe(true);
}

test.describe('the access screens', PICTURES, () => {
  test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

  test('screenshots of /admin/roles with a change staged, and its review', async ({ page }) => {
    test.setTimeout(240_000);
    await photograph(page, {
      name: 'admin-roles',
      path: '/admin/roles',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await settled(shown);
        await shown.locator('[data-slot="role-grid"] button[role="checkbox"]:not([disabled])').nth(3).click();
        await expect(shown.locator('[data-slot="save-grants-bar"]')).toBeVisible();
      },
    });
    await photograph(page, {
      name: 'admin-roles-review',
      path: '/admin/roles',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await settled(shown);
        const boxes = shown.locator('[data-slot="role-grid"] button[role="checkbox"]:not([disabled])');
        await boxes.nth(3).click();
        await boxes.nth(6).click();
        await shown.locator('[data-slot="save-grants-bar"] button').last().click();
        await expect(shown.getByRole('alertdialog')).toBeVisible();
      },
    });
  });

  test('screenshots of /admin/permissions', async ({ page }) => {
    test.setTimeout(240_000);
    await photograph(page, {
      name: 'admin-permissions',
      path: '/admin/permissions?group=admin.users',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listed,
    });
  });

  test('screenshots of /admin/activity-logs after role changes', async ({ page, request }) => {
    test.setTimeout(240_000);
    await recordRoleChanges(request);
    await photograph(page, {
      name: 'admin-activity-logs',
      path: '/admin/activity-logs',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listed,
    });
  });
});
