import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the access screens for staff, light and dark, in Polish and English at 360 and 1366 px
// (tests/e2e/photograph.ts): the roles × permissions grid (with a change staged), the permissions list
// and the activity log, on the seeded roles and permissions and the demo data's activity.

/** A screen whose data has arrived: no skeleton, nothing busy. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the access screens', PICTURES, () => {
  test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

  test('screenshots of /admin/roles with a change staged', async ({ page }) => {
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
  });
});
