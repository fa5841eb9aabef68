import { expect, type Page } from '@playwright/test';

// Pictures of a screen as the signed-in user sees it, kept in test-results/screenshots for a person to
// look at. They assert nothing about pixels; each waits for its screen to be whole.

export interface Shot {
  language: 'pl' | 'en';
  size: 'phone' | 'laptop';
  width: number;
  height: number;
}

/**
 * The tag of a test that takes pictures and asserts nothing else: `npm run screenshots` runs them, for a
 * person to look at; `npm test` leaves them out (they were a third of the browser suite's time).
 */
export const PICTURES = { tag: '@pictures' };

const PHONE = { size: 'phone', width: 360, height: 740 } as const;
const LAPTOP = { size: 'laptop', width: 1366, height: 768 } as const;

/** Polish on a phone and a laptop, English on a laptop. */
export const POLISH_BOTH_ENGLISH_LAPTOP: readonly Shot[] = [
  { language: 'pl', ...PHONE },
  { language: 'pl', ...LAPTOP },
  { language: 'en', ...LAPTOP },
];

/** Both languages on both sizes. */
export const BOTH_LANGUAGES_BOTH_SIZES: readonly Shot[] = [
  ...POLISH_BOTH_ENGLISH_LAPTOP,
  { language: 'en', ...PHONE },
];

const THEMES = ['light', 'dark'] as const;

/**
 * Opens `path` in each shot's language and size, light and dark, waits for `ready` and saves a
 * full-page picture named `<name>-<language>-<size>-<theme>.png`.
 */
export async function photograph(
  page: Page,
  {
    name,
    path,
    shots,
    ready,
  }: { name: string; path: string; shots: readonly Shot[]; ready: (page: Page) => Promise<void> },
) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    for (const { language, size, width, height } of shots) {
      await page.addInitScript(
        ([chosenTheme, chosenLanguage]) => {
          localStorage.setItem('tracklane.theme', chosenTheme);
          localStorage.setItem('language', JSON.stringify({ value: chosenLanguage, storedAt: Date.now() }));
          localStorage.setItem('lang', chosenLanguage);
        },
        [theme, language] as const,
      );
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/${name}-${language}-${size}-${theme}.png`,
        fullPage: true,
      });
    }
  }
}
