import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// Pictures of /analytics, light and dark, in Polish and English, on a laptop and a phone, as the seeded
// owner sees the last 30 days: kept in test-results/screenshots for a person to look at. They assert
// nothing about pixels; each waits for the screen to be whole.
const SHOTS = [
  { language: 'pl', size: 'phone', width: 360, height: 740 },
  { language: 'pl', size: 'laptop', width: 1366, height: 768 },
  { language: 'en', size: 'laptop', width: 1366, height: 768 },
  { language: 'en', size: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** The screen is whole: figures in every card, both charts drawn, the breakdowns' tables filled. */
async function ready(page: Page) {
  const figures = page.getByRole('region', { name: /Key figures|Kluczowe wskaźniki/ });
  await expect(figures.locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  await expect(page.locator('[data-slot="chart"] [role="img"]').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('screenshots of the analytics screen', async ({ page }) => {
  test.setTimeout(120_000);
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
      await page.goto('/analytics');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/analytics-${language}-${size}-${theme}.png`,
        fullPage: true,
      });
    }
  }
});
