import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the dashboard, light and dark, in Polish and English (phone and laptop), as the seeded
// owner sees it (tests/e2e/photograph.ts).
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** Every section loaded: the cards' figures, the chart, the recent events and the usage. */
async function whole(page: Page) {
  await expect(page.locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  await expect(page.locator('[data-slot="chart"] [role="img"]')).toBeVisible();
  await expect(page.locator('[role="meter"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('screenshots of the dashboard', PICTURES, async ({ page }) => {
  await photograph(page, {
    name: 'dashboard',
    path: '/dashboard',
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: whole,
  });
});
