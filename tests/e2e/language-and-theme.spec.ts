import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

test.use({ locale: 'pl-PL' });

/** The page's visible text, to check that no word of the previous language is left anywhere. */
function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

test.describe('the language', () => {
  test.use({ storageState: signedInState('owner') });

  test('switching to German changes the whole screen and survives a reload', async ({ page }) => {
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
