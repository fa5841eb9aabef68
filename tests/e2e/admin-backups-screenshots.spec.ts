import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the backups screen (tests/e2e/photograph.ts), light and dark, in Polish and English at 360
// and 1366 px, as the administrator, with whatever backups the server holds. Nothing is made or deleted.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** The screen once its list has arrived. */
async function listShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the backups screen', PICTURES, () => {
  test('screenshots of /admin/backups', async ({ page }) => {
    test.setTimeout(300_000);
    await photograph(page, {
      name: 'admin-backups',
      path: '/admin/backups',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });
  });
});
