import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

test.use({ locale: 'pl-PL' });

/** The language catalogs' chunks the page has asked for so far. */
function catalogRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/messages-[\w-]+\.js$/.test(pathname)) urls.push(pathname);
  });
  return urls;
}

test.describe('the messages of the first load', () => {
  // A message shown before its part of the catalog arrived still ends up right (the app loads the rest
  // when it sees one missing) but says so: here, nothing may have had to.
  let early: string[] = [];
  test.beforeEach(({ page }) => {
    early = [];
    page.on('console', (message) => {
      if (message.text().includes('beyond the first load')) early.push(message.text());
    });
  });
  test.afterEach(() => {
    expect(early).toEqual([]);
  });

  test("the sign-in screen brings only its own; the next screen brings its routes', in the same language", async ({
    page,
  }) => {
    const catalogs = catalogRequests(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaloguj się');
    await expect(page.getByLabel('Zapamiętaj mnie')).toBeVisible();
    expect(catalogs).toHaveLength(1);

    await page.getByRole('link', { name: 'Załóż konto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Załóż konto');
    await expect(page.getByLabel('Powtórz hasło')).toBeVisible();
    // Its layout's and its own part, in Polish; not every screen's messages.
    expect(catalogs.slice(1)).toEqual([
      expect.stringMatching(/^\/assets\/messages-pl-/),
      expect.stringMatching(/^\/assets\/messages-pl-/),
    ]);
  });

  test("the sign-in screen's language menu, which loads when reached for, speaks the language", async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Język: Polski' }).click();
    await expect(page.getByRole('menu')).toContainText('Język');
  });

  test('after a switch on the sign-in screen, the next screen comes whole in the new language', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Język: Polski' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');

    await page.getByRole('link', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto erstellen');
    await expect(page.getByLabel('Passwort bestätigen')).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: signedInState('owner') });

    test("a signed-in page brings its routes' messages, not every screen's; the next screen brings its own", async ({
      page,
    }) => {
      const catalogs = catalogRequests(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulpit');
      await expect(page.getByRole('region', { name: 'Ostatnie 30 dni' })).toBeVisible();
      // The catalog with the first load's messages, then the parts of the layout and of the dashboard.
      const locale = /^\/assets\/messages-pl-[\w-]+\.js$/;
      expect(catalogs.filter((url) => locale.test(url))).toHaveLength(2);
      expect(catalogs).toHaveLength(3);

      await page.getByRole('navigation', { name: 'Główne' }).getByRole('link', { name: 'Domeny' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domeny');
      expect(catalogs).toHaveLength(4);
    });
  });
});
