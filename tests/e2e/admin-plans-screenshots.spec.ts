import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES, POLISH_BOTH_ENGLISH_LAPTOP } from './photograph';

// Pictures of the plans list, a plan's editor (with who a change affects) and the features list with its
// sheet (tests/e2e/photograph.ts), light and dark, in Polish and English at 360 and 1366 px, as the
// administrator, on the seeded plans.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** A list once its rows have arrived. */
async function listShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The editor once its form and the impact of the saved plan are there. */
async function editorShown(page: Page) {
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.locator('section[aria-live="polite"]')).toBeVisible();
}

test.describe('the plans screens', PICTURES, () => {
  test('screenshots of /admin/plans, a plan’s editor and /admin/features', async ({ page }) => {
    test.setTimeout(600_000);
    await photograph(page, {
      name: 'admin-plans',
      path: '/admin/plans',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });
    await photograph(page, {
      name: 'admin-plan-edit',
      path: '/admin/plans/pro-monthly/edit',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: editorShown,
    });
    await photograph(page, {
      name: 'admin-features',
      path: '/admin/features',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });
    await photograph(page, {
      name: 'admin-features-sheet',
      path: '/admin/features',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: async (shown) => {
        await listShown(shown);
        await shown.locator('[data-slot="page-header"] button').click();
        await expect(shown.getByRole('dialog')).toBeVisible();
      },
    });
  });
});
