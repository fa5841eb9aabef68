import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// Pictures of every domain screen, light and dark, in Polish (phone and laptop) and English (laptop), as
// the seeded owner sees them: kept in test-results/screenshots for a person to look at. They assert
// nothing about pixels; each waits for its screen to be whole.
const SHOTS = [
  { language: 'pl', size: 'phone', width: 360, height: 740 },
  { language: 'pl', size: 'laptop', width: 1366, height: 768 },
  { language: 'en', size: 'laptop', width: 1366, height: 768 },
] as const;
const THEMES = ['light', 'dark'] as const;

test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** Opens `path` in each language, size and theme, waits for `ready` and saves a full-page picture. */
async function photograph(page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) {
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

/** The seeded owner's domain with the live tracking subdomain, by its link on the list. */
async function shopDomainPath(page: Page): Promise<string> {
  await page.goto('/domains?search=shop.example.com');
  const href = await page.getByRole('link', { name: 'shop.example.com', exact: true }).getAttribute('href');
  if (!href) throw new Error('the seeded domain shop.example.com is not listed');
  return href;
}

const tableRows = (page: Page) => expect(page.getByRole('row').nth(1)).toBeVisible();

test.describe('screenshots of the domain screens', () => {
  test('the list', async ({ page }) => {
    await photograph(page, 'domains', '/domains', tableRows);
  });

  test('adding a domain', async ({ page }) => {
    await photograph(page, 'domains-add', '/domains/add', (screen) =>
      expect(screen.getByRole('radio').first()).toBeVisible(),
    );
  });

  test("a domain's page", async ({ page }) => {
    const path = await shopDomainPath(page);
    await photograph(page, 'domain', path, async (screen) => {
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('shop.example.com');
      await expect(screen.locator('[data-slot="chart"] [role="img"]')).toBeVisible();
    });
  });

  test('the tracking subdomains', async ({ page }) => {
    await photograph(page, 'domains-tracking', '/domains/tracking', tableRows);
  });

  test('the tracking setup of a live subdomain', async ({ page }) => {
    const path = await shopDomainPath(page);
    const id = path.split('/').at(-1) ?? '';
    await photograph(page, 'domains-tracking-setup', `/domains/tracking?domain=${id}`, (screen) =>
      expect(screen.getByText('t.shop.example.com').first()).toBeVisible(),
    );
  });
});
