import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { photograph, POLISH_BOTH_ENGLISH_LAPTOP, PICTURES } from './photograph';

// Pictures of every domain screen, light and dark, in Polish (phone and laptop) and English (laptop), as
// the seeded owner sees them (tests/e2e/photograph.ts).
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** The screen at `path` photographed as `name` once `ready` says it is whole. */
const photographed = (page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) =>
  photograph(page, { name, path, shots: POLISH_BOTH_ENGLISH_LAPTOP, ready });

/** The seeded owner's domain with the live tracking subdomain, by its link on the list. */
async function shopDomainPath(page: Page): Promise<string> {
  await page.goto('/domains?search=shop.example.com');
  const href = await page.getByRole('link', { name: 'shop.example.com', exact: true }).getAttribute('href');
  if (!href) throw new Error('the seeded domain shop.example.com is not listed');
  return href;
}

const tableRows = (page: Page) => expect(page.getByRole('row').nth(1)).toBeVisible();

test.describe('screenshots of the domain screens', PICTURES, () => {
  test('the list', async ({ page }) => {
    await photographed(page, 'domains', '/domains', tableRows);
  });

  test('adding a domain', async ({ page }) => {
    await photographed(page, 'domains-add', '/domains/add', (screen) =>
      expect(screen.getByRole('radio').first()).toBeVisible(),
    );
  });

  test("a domain's page", async ({ page }) => {
    const path = await shopDomainPath(page);
    await photographed(page, 'domain', path, async (screen) => {
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('shop.example.com');
      await expect(screen.locator('[data-slot="chart"] [role="img"]')).toBeVisible();
    });
  });

  test('the tracking subdomains', async ({ page }) => {
    await photographed(page, 'domains-tracking', '/domains/tracking', tableRows);
  });

  test('the tracking setup of a live subdomain', async ({ page }) => {
    const path = await shopDomainPath(page);
    const id = path.split('/').at(-1) ?? '';
    await photographed(page, 'domains-tracking-setup', `/domains/tracking?domain=${id}`, (screen) =>
      expect(screen.getByText('t.shop.example.com').first()).toBeVisible(),
    );
  });
});
