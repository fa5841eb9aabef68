import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { photograph, PICTURES, POLISH_BOTH_ENGLISH_LAPTOP } from './photograph';

// Pictures of the settings (tests/e2e/photograph.ts): the general group's form and the mail group's,
// with its write-only password, light and dark, in Polish at 360 and 1366 px and in English at 1366 px,
// as the administrator. Nothing is saved.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** A group's form once its settings have arrived. */
async function formShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the settings screens', PICTURES, () => {
  test('screenshots of /admin/settings/general and /admin/settings/mail', async ({ page }) => {
    test.setTimeout(600_000);
    for (const group of ['general', 'mail'])
      await photograph(page, {
        name: `admin-settings-${group}`,
        path: `/admin/settings/${group}`,
        shots: POLISH_BOTH_ENGLISH_LAPTOP,
        ready: formShown,
      });
  });
});
