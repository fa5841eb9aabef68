import { expect, type Page } from '@playwright/test';

/** The open gallery; the signed-in copy at /test-dark-mode is the same screen. */
export const GALLERY_PATH = '/auth/test-dark-mode';

/** Opens the gallery in a theme, remembered before the first paint as public/theme-init.js reads it. */
export async function openGallery(page: Page, theme: 'light' | 'dark' = 'light', path = GALLERY_PATH) {
  await page.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}
