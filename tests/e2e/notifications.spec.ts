import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signIn, signInAs } from './accounts';

test.use({ locale: 'pl-PL' });

const LOCKED_OUT = 'Zbyt wiele prób logowania. Spróbuj ponownie za 60 s.';

test.describe('notifications', () => {
  test('a refusal the form shows is not repeated in a toast, however often it comes', async ({ page }) => {
    await page.route('**/api/v1/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        json: { success: false, message: LOCKED_OUT, errors: {} },
      }),
    );
    await page.goto('/auth/login');
    await page.locator('input[autocomplete="username"]').fill('owner@tracklane.test');
    await page.locator('input[autocomplete="current-password"]').fill('wrong-password');

    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
      await expect(page.getByRole('main').getByText(LOCKED_OUT)).toBeVisible();
    }
    // A toast would have come with its own chunks: once the network is quiet, none came.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a toast appears below the header, covering none of its controls, in the app’s font, once', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, {
      tag: 'toast',
      password: 'Toasted12345',
      language: 'pl',
    });
    await signInAs(page, account);
    await page.goto('/settings/profile');
    const save = page.getByRole('button', { name: 'Zapisz zmiany' });
    await save.click();
    await expect(page.getByText('Profil został zaktualizowany')).toBeVisible();
    await save.click();

    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(1);
    const header = await page.locator('header').first().boundingBox();
    // The toast slides in from above: measured once it has come to rest below the header.
    await expect
      .poll(async () => (await toasts.first().boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      toast: getComputedStyle(document.querySelector('[data-sonner-toast]') ?? document.body).fontFamily,
    }));
    expect(fonts.toast).toBe(fonts.body);
  });
});

// The bell's panel on the real server, with the notifications the seed gives every demo account (two
// unread). The admin's, not the owner's: other journeys wait for the owner's bell to show a ticket reply.
// One account's bell through the three tests, so they run in order. Each browser signs in on its own
// rather than loading the saved session of test-results/.auth, which a run beside this one may rewrite.
test.describe('the notification bell', () => {
  test.describe.configure({ mode: 'serial' });

  const bell = (page: Page, name: string | RegExp) =>
    page.locator('header').getByRole('button', { name, exact: typeof name === 'string' });

  test('opening a notification goes where it links without a page load, and marks it read', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await bell(page, 'Powiadomienia, 2 nieprzeczytane').click();
    const menu = page.getByRole('menu');
    const secure = menu.getByRole('menuitem', { name: /Zabezpiecz swoje konto/ });
    await expect(secure).toContainText(/Informacja, nieprzeczytane:/);
    // The time in words, in Polish: the seed dated it minutes before the server started.
    await expect(secure.locator('time')).toHaveText(/ temu$|^teraz$/);

    await secure.click();
    await expect(page).toHaveURL(/\/settings\/two-factor$/);
    // The settings are in the user's dashboard: a header and bell of their own once the screen shows.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Uwierzytelnianie dwuskładnikowe' }),
    ).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(bell(page, 'Powiadomienia, 1 nieprzeczytane')).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await bell(page, 'Powiadomienia, 1 nieprzeczytane').click();
    await expect(menu.getByRole('menuitem', { name: /Zabezpiecz swoje konto/ })).not.toContainText(
      'nieprzeczytane',
    );
  });

  test('a page beside another window shows what that one read, without a reload', async ({ browser }) => {
    const watching = await browser.newContext({ locale: 'pl-PL' });
    const acting = await browser.newContext({ locale: 'pl-PL' });
    const watched = await watching.newPage();
    const actor = await acting.newPage();
    await signIn(watched, 'admin');
    await expect(bell(watched, 'Powiadomienia, 1 nieprzeczytane')).toBeVisible();
    // Whatever brings the news must not be the page coming into view or getting the focus: counted here.
    await watched.evaluate(() => {
      const seen = { notReloaded: true, wakeUps: 0 };
      const count = () => (seen.wakeUps += 1);
      for (const name of ['focus', 'visibilitychange', 'pageshow'])
        window.addEventListener(name, count, true);
      Object.assign(window, { seen });
    });

    await actor.bringToFront();
    await signIn(actor, 'admin');
    await bell(actor, 'Powiadomienia, 1 nieprzeczytane').click();
    await actor.getByRole('menuitem', { name: 'Oznacz wszystkie jako przeczytane' }).click();
    await expect(actor.getByRole('menu').getByText('1 nieprzeczytane')).toBeHidden();
    const markedAt = Date.now();

    // The bell polls every 15 s while its page is visible, focused or not.
    await expect(bell(watched, 'Powiadomienia')).toBeVisible({ timeout: 20_000 });
    console.log(`the other page showed it after ${Math.round((Date.now() - markedAt) / 1000)} s`);
    expect(await watched.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({
      notReloaded: true,
      wakeUps: 0,
    });
    await watching.close();
    await acting.close();
  });

  test('clearing every notification asks once more, then the panel says there are none', async ({ page }) => {
    await signIn(page, 'admin');
    await bell(page, 'Powiadomienia').click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Wyczyść wszystkie' }).click();
    await expect(menu.getByText('Usunąć wszystkie powiadomienia? Tego nie można cofnąć.')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Tak, usuń wszystkie' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(menu.getByText('Brak powiadomień')).toBeVisible();
    await page.reload();
    await bell(page, 'Powiadomienia').click();
    await expect(page.getByRole('menu').getByText('Brak powiadomień')).toBeVisible();
  });
});
