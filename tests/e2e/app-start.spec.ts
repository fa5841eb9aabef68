import { expect, test } from '@playwright/test';

// A Polish browser, so the detected language is the default one.
test.use({ locale: 'pl-PL' });

test.describe('the built dashboard', () => {
  test('starts in Polish and sends the root to the login screen', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

    await page.goto('/');

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaloguj się');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    expect(problems).toEqual([]);
  });

  test('shows the start overlay from the page itself while the app is on its way, then the app alone', async ({
    page,
  }) => {
    // The app's script is held back until the page has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/auth/login', { waitUntil: 'commit' });
    const overlay = page.locator('#root > [aria-busy="true"]');
    await expect(overlay.locator('svg')).toBeVisible();
    release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaloguj się');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('reads the API base URL from the server at start-up', async ({ page }) => {
    await page.goto('/auth/login');

    const config = await page.evaluate(() => window.__TRACKLANE_CONFIG__);
    expect(config).toEqual({ apiBaseUrl: '/api/v1', sessionTimeoutSeconds: 1800 });
  });

  test('shows the translated not-found page for an unknown path, served through the history fallback', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
    await page.getByRole('link', { name: 'Przejdź do strony startowej' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
