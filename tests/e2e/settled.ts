import { expect, type Page } from '@playwright/test';

/**
 * A screen as its user reads it: its heading shown, its data arrived (no skeleton, nothing busy) and its
 * fonts in, since text is measured in them. A state to wait for, where `networkidle` waited for a duration
 * of quiet that polling screens make long.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The widget gallery shows skeletons and busy buttons as specimens, for good.
  const loading = '[data-slot="skeleton"], [aria-busy="true"]';
  await expect(page.locator(loading).and(page.locator(':not([data-slot="gallery-item"] *)'))).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
