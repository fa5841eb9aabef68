import { expect, test, type Page } from '@playwright/test';

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

  test('the sign-in screen brings only its own; the next screen brings the rest, in the same language', async ({
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
    expect(catalogs).toHaveLength(2);
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
});
