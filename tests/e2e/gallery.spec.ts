import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openGallery } from './gallery-helpers';

test.describe('the widget gallery', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await openGallery(page, theme);

      const results = await new AxeBuilder({ page }).analyze();

      expect(results.violations).toEqual([]);
    });

    test(`is photographed in the ${theme} theme`, async ({ page }, testInfo) => {
      await openGallery(page, theme);
      // The avatar images are data URIs; wait until they replace their initials.
      await expect(page.locator('img[data-slot="avatar-image"]')).toHaveCount(3);

      const path = `test-results/gallery/gallery-${theme}.png`;
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`gallery-${theme}`, { path, contentType: 'image/png' });
    });
  }

  test('switches to the dark theme with the keyboard and remembers it', async ({ page }) => {
    await openGallery(page, 'light');

    // The theme switch is the first stop; its arrows move between light, dark and system.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');

    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('tracklane.theme'))).toBe('dark');
  });

  test('shows the same screen on the signed-in path, for now without a guard', async ({ page }) => {
    await openGallery(page, 'light', '/test-dark-mode');

    // One section per entry of the page's contents.
    const families = await page.locator('main > nav a').count();
    expect(families).toBeGreaterThan(0);
    await expect(page.locator('main > section')).toHaveCount(families);
    await expect(page).toHaveURL(/\/test-dark-mode$/);
  });
});
