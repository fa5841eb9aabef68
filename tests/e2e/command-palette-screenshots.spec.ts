import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the command palette (tests/e2e/photograph.ts), light and dark, in Polish and English at 360
// and 1366 px, on the demo data: open over the administrator's dashboard with "owner" typed, so it shows
// the demo owner's account among the records and the footer's keys; and open over the owner's dashboard
// with nothing typed, its screens and actions.

/** Opens the palette with Control+K and types `text`, once `expected` is among its records. */
function paletteWith(text: string, expected: string) {
  return async (page: Page) => {
    await expect(page.locator('header button[aria-keyshortcuts]')).toBeVisible();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill(text);
    await expect(dialog.getByRole('option').filter({ hasText: expected }).first()).toBeVisible();
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  };
}

/** Opens the palette with Control+K, once it lists its theme actions. */
async function paletteOpened(page: Page) {
  await expect(page.locator('header button[aria-keyshortcuts]')).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog').locator('[data-key^="action:theme-"]').first()).toBeAttached();
}

test.describe('the command palette, as the owner', PICTURES, () => {
  test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

  test('screenshots of the palette opened with nothing typed', async ({ page }) => {
    test.setTimeout(240_000);
    await photograph(page, {
      name: 'command-palette-empty',
      path: '/dashboard',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: paletteOpened,
    });
  });
});

test.describe('the command palette, as the administrator', PICTURES, () => {
  test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

  test('screenshots of the palette with records found', async ({ page }) => {
    test.setTimeout(240_000);
    await photograph(page, {
      name: 'command-palette',
      path: '/admin/dashboard',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: paletteWith('owner', 'owner@example.com'),
    });
  });
});
