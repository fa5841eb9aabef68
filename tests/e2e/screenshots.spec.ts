import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { PICTURES } from './photograph';

// Pictures of the screens people meet first, on a phone and a laptop, light and dark, in Polish: kept
// in test-results/screenshots as the run's artefacts, for a person to look at (they assert nothing
// about pixels; each waits for its screen to be whole).
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const THEMES = ['light', 'dark'] as const;

test.use({ locale: 'pl-PL' });

async function photograph(page: Page, name: string, path: string, title: string) {
  for (const theme of THEMES) {
    await page.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const { name: size, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/${name}-${size}-${theme}.png`,
        fullPage: true,
      });
    }
  }
}

test.describe('screenshots, signed out', PICTURES, () => {
  test('the login', async ({ page }) => {
    await photograph(page, 'login', '/auth/login', 'Zaloguj się');
  });

  test('a public page', async ({ page }) => {
    await photograph(page, 'privacy-policy', '/p/privacy-policy', 'Polityka prywatności');
  });
});

test.describe('screenshots, signed in as the domain owner', PICTURES, () => {
  test.use({ storageState: signedInState('owner') });

  test('the profile', async ({ page }) => {
    await photograph(page, 'profile', '/settings/profile', 'Profil');
  });

  test('the activity log', async ({ page }) => {
    await photograph(page, 'activity-log', '/settings/activity-logs', 'Dziennik aktywności');
  });
});
