import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openGallery } from './gallery-helpers';

test.describe('the widget gallery', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      // axe walks every widget of a long page: about 30 s on a busy two-core CI runner.
      test.slow();
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

  test('sends a signed-out visitor of the signed-in gallery to the login screen, keeping the way back', async ({
    page,
  }) => {
    await page.goto('/test-dark-mode');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Ftest-dark-mode$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  });
});

test.describe('the widget gallery upload', () => {
  test('fills up on a timer, fails the file named to fail, and the list passes axe', async ({ page }) => {
    await openGallery(page);
    const upload = page.getByTestId('gallery-upload');

    await upload.locator('input[type="file"]').setInputFiles([
      { name: 'report.csv', mimeType: 'text/csv', buffer: Buffer.from('day,events\n2025-07-01,1820\n') },
      { name: 'fail-report.csv', mimeType: 'text/csv', buffer: Buffer.from('day,events\n') },
    ]);

    const items = upload.locator('[data-slot="upload-item"]');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toHaveAttribute('data-status', 'success');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'error');
    await expect(items.nth(1)).toContainText('fail-report.csv');

    // The gallery scan runs before any upload; the list's rows, progress and error are checked here.
    const results = await new AxeBuilder({ page }).include('[data-testid="gallery-upload"]').analyze();
    expect(results.violations).toEqual([]);
  });
});
