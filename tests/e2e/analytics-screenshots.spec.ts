import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of /analytics, light and dark, in Polish and English, on a laptop and a phone, as the seeded
// owner sees the last 30 days (tests/e2e/photograph.ts).
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** The screen is whole: figures in every card, both charts drawn, the breakdowns' tables filled. */
async function ready(page: Page) {
  const figures = page.getByRole('region', { name: /Key figures|Kluczowe wskaźniki/ });
  await expect(figures.locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  await expect(page.locator('[data-slot="chart"] [role="img"]').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('screenshots of the analytics screen', PICTURES, async ({ page }) => {
  test.setTimeout(120_000);
  await photograph(page, { name: 'analytics', path: '/analytics', shots: BOTH_LANGUAGES_BOTH_SIZES, ready });
});
