import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { pageBearer } from './billing-checkout';
import { setDnsAnswer } from './dns-control';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph } from './photograph';

// Issue 26: a tracking subdomain added a minute ago, whose record DNS does not serve yet, waits for DNS
// on every screen that shows it (its setup, the subdomains, the domain's page, the domain list, the
// dashboard's alerts), never a red failure; pictures of each in Polish and English at 360 and 1366 px,
// light and dark (tests/e2e/photograph.ts), none of them wider than the screen.
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

const WAITING = /Oczekiwanie na DNS|Waiting for DNS/;

/** How far the page is wider than the window (0 or less: nothing scrolls sideways). */
const overflow = (screen: Page) =>
  screen.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The screen at `path`, photographed as `name` in both languages on both sizes once `ready` holds and
 * nothing makes the page wider than the screen.
 */
const photographed = (page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) =>
  photograph(page, {
    name: `tracking-waiting-${name}`,
    path,
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: async (screen) => {
      await ready(screen);
      await screen.waitForLoadState('networkidle');
      expect(await overflow(screen)).toBeLessThanOrEqual(0);
    },
  });

test('a tracking subdomain added a minute ago waits for DNS on every screen that shows it, never failed', async ({
  page,
  request,
}) => {
  // Five screens, each in eight pictures.
  test.setTimeout(600_000);
  const name = `czeka-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example.com`;
  const hostname = `t.${name}`;
  await setDnsAnswer(request, hostname, 'nxdomain');
  const headers = { Authorization: await pageBearer(page) };
  const created = await page.request.post('/api/v1/domains', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { data: domain } = (await created.json()) as { data: { id: string } };

  try {
    const added = await page.request.post(`/api/v1/domains/${domain.id}/tracking-domain`, {
      headers,
      data: { hostname },
    });
    expect(added.status()).toBe(201);
    const checked = await page.request.post(`/api/v1/domains/${domain.id}/tracking-domain/verify`, {
      headers,
    });
    expect(((await checked.json()) as { data: { status: string } }).data.status).toBe('verifying');

    await photographed(page, 'setup', `/domains/tracking?domain=${domain.id}`, async (screen) => {
      await expect(screen.getByTestId('tracking-waiting')).toContainText(WAITING);
      await expect(screen.getByTestId('tracking-step-dns')).toHaveAttribute('data-status', 'in_progress');
      await expect(screen.getByTestId('tracking-last-error')).toHaveCount(0);
    });
    await photographed(page, 'subdomains', '/domains/tracking', async (screen) => {
      await expect(screen.getByRole('row').filter({ hasText: hostname })).toContainText(WAITING);
    });
    await photographed(page, 'domain', `/domains/${domain.id}`, async (screen) => {
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(screen.getByText(WAITING)).toBeVisible();
    });
    await photographed(page, 'list', '/domains', async (screen) => {
      await expect(screen.getByRole('row').filter({ hasText: name })).toContainText(WAITING);
    });
    await photographed(page, 'dashboard', '/dashboard', async (screen) => {
      await expect(screen.getByRole('status').filter({ hasText: hostname })).toContainText(WAITING);
      await expect(screen.getByRole('alert').filter({ hasText: hostname })).toHaveCount(0);
    });
  } finally {
    await page.request.delete(`/api/v1/domains/${domain.id}`, { headers });
    await setDnsAnswer(request, hostname, null);
  }
});
