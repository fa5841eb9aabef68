import { expect, test } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';

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
    const toastBox = await toasts.first().boundingBox();
    expect(toastBox && header && toastBox.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      toast: getComputedStyle(document.querySelector('[data-sonner-toast]') ?? document.body).fontFamily,
    }));
    expect(fonts.toast).toBe(fonts.body);
  });
});
