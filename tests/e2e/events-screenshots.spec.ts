import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the events list (its filters folded, then unfolded on a phone), the test event screen and
// a refused new domain, light and dark, in Polish and English, on a phone and a laptop, as the seeded
// owner sees them (tests/e2e/photograph.ts).
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

const photographed = (page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) =>
  photograph(page, { name, path, shots: BOTH_LANGUAGES_BOTH_SIZES, ready });

/** The list is whole: its rows shown, nothing loading. */
async function listShown(page: Page) {
  await expect(page.locator('[data-slot="data-table"] tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('screenshots of the events screens', PICTURES, () => {
  test.setTimeout(240_000);

  test('the events list', async ({ page }) => {
    await photographed(page, 'events', '/events?source=server,browser', listShown);
  });

  test('the events list with its filters unfolded on a phone', async ({ page }) => {
    await photographed(page, 'events-filters', '/events?source=server,browser', async (screen) => {
      await listShown(screen);
      // Only a phone folds them: on a laptop the button is not shown and the filters are.
      const unfold = screen.locator('[data-slot="filter-bar"] > button[aria-controls]');
      if (await unfold.isVisible()) await unfold.click();
      await expect(
        screen.locator('[data-slot="filter-bar-panel"] [data-slot="select-trigger"]').first(),
      ).toBeVisible();
    });
  });

  test('the test event screen', async ({ page }) => {
    await photographed(page, 'events-test', '/events/test', (screen) =>
      expect(screen.locator('form textarea')).toBeVisible(),
    );
  });

  test('a new domain refused for want of a name', async ({ page }) => {
    await photographed(page, 'domains-add-refused', '/domains/add', async (screen) => {
      await screen.locator('form button[type="submit"]').click();
      await expect(screen.locator('form input[aria-invalid="true"]').first()).toBeFocused();
    });
  });
});
