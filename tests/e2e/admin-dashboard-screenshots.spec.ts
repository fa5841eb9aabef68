import { expect, test, type Page } from '@playwright/test';
import { signedInState, type AccountName } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, POLISH_BOTH_ENGLISH_LAPTOP, PICTURES } from './photograph';

// Pictures of the admin dashboard (tests/e2e/photograph.ts), light and dark, in Polish and English at
// 360 and 1366 px, on the demo data: the administrator's, every section, and the support account's,
// its tickets alone.

/** The dashboard once its figures have arrived: no placeholder left. */
async function figuresShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="metric-card-value"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const SHOTS: Record<'admin' | 'support', typeof BOTH_LANGUAGES_BOTH_SIZES> = {
  admin: BOTH_LANGUAGES_BOTH_SIZES,
  support: POLISH_BOTH_ENGLISH_LAPTOP,
};

for (const account of ['admin', 'support'] as const satisfies readonly AccountName[]) {
  test.describe(`the admin dashboard of the ${account} account`, PICTURES, () => {
    test.use({ storageState: signedInState(account), locale: 'pl-PL' });

    test(`screenshots of /admin/dashboard as ${account}`, async ({ page }) => {
      test.setTimeout(240_000);
      await photograph(page, {
        name: `admin-dashboard-${account}`,
        path: '/admin/dashboard',
        shots: SHOTS[account],
        ready: figuresShown,
      });
    });
  });
}
