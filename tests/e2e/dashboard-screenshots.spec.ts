import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// Pictures of the dashboard, light and dark, in Polish and English (phone and laptop), as the seeded
// owner sees it: kept in test-results/screenshots for a person to look at. They assert nothing about
// pixels; each waits for every section of the screen to be whole.
const SHOTS = [
  { language: 'pl', size: 'phone', width: 360, height: 740 },
  { language: 'pl', size: 'laptop', width: 1366, height: 768 },
  { language: 'en', size: 'phone', width: 360, height: 740 },
  { language: 'en', size: 'laptop', width: 1366, height: 768 },
] as const;
const THEMES = ['light', 'dark'] as const;

test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** Every section loaded: the cards' figures, the chart, the recent events and the usage. */
async function whole(page: Page) {
  await expect(page.locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  await expect(page.locator('[data-slot="chart"] [role="img"]')).toBeVisible();
  await expect(page.locator('[role="meter"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('screenshots of the dashboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    for (const { language, size, width, height } of SHOTS) {
      await page.addInitScript(
        ([chosenTheme, chosenLanguage]) => {
          localStorage.setItem('tracklane.theme', chosenTheme);
          localStorage.setItem('language', JSON.stringify({ value: chosenLanguage, storedAt: Date.now() }));
          localStorage.setItem('lang', chosenLanguage);
        },
        [theme, language] as const,
      );
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await whole(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/dashboard-${language}-${size}-${theme}.png`,
        fullPage: true,
      });
    }
  }
});
