import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';

test.use({ locale: 'pl-PL' });

/** The page's visible text, to check that no word of the previous language is left anywhere. */
function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

test.describe('the language', () => {
  // An account of its own: the language picked here is saved to the account, which the demo accounts
  // other tests sign in with must not be.
  test('switching to German changes the whole screen, survives a reload and follows the account to another browser', async ({
    page,
    request,
    browser,
  }) => {
    const account = await registerAccount(request, {
      tag: 'language',
      password: 'Language123',
      language: 'pl',
    });
    await signInAs(page, account);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia');

    await page.getByRole('button', { name: 'Język: Polski' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await expect(page).toHaveTitle(/Einstellungen/);
    for (const polish of ['Ustawienia', 'Domeny', 'Analityka', 'Zdarzenia', 'Pomoc', 'Motyw']) {
      expect(await visibleText(page)).not.toContain(polish);
    }

    // The API speaks German too from now on.
    const nextCall = page.waitForRequest((request) => request.url().includes('/api/v1/'));
    await page.reload();
    expect((await nextCall).headers()['accept-language']).toBe('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Analysen' })).toBeVisible();

    // Signed out here and signed in on another browser, a Polish one: the account speaks German there too.
    await page.getByRole('button', { name: 'Kontomenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const elsewhere = await browser.newContext({ locale: 'pl-PL' });
    const other = await elsewhere.newPage();
    await signInAs(other, account);
    await expect(other.locator('html')).toHaveAttribute('lang', 'de');
    await expect(other.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await elsewhere.close();
  });
});

test.describe('the theme', () => {
  test('dark mode survives a reload without a flash of the light theme', async ({ page }) => {
    // Before any script of the page runs, note whether <html> is dark the moment <body> first exists:
    // nothing can have painted before then.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        // The DOM types call body always present; before parsing reaches it, it is not.
        if (!(document.body as HTMLElement | null)) return;
        observer.disconnect();
        sessionStorage.setItem(
          'dark-at-first-body',
          String(document.documentElement.classList.contains('dark')),
        );
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/auth/login');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => sessionStorage.getItem('dark-at-first-body'))).toBe('false');

    await page.getByRole('radio', { name: 'Ciemny' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();
    expect(await page.evaluate(() => sessionStorage.getItem('dark-at-first-body'))).toBe('true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('radio', { name: 'Ciemny' })).toBeChecked();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });
});
