import { expect, test } from '@playwright/test';

test.use({ locale: 'pl-PL' });

test.describe('the static pages', () => {
  test('the sign-in footer opens the privacy policy in the active language, and it follows a language change', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page
      .getByRole('navigation', { name: 'Informacje prawne' })
      .getByRole('link', { name: 'Polityka prywatności' })
      .click();

    await expect(page).toHaveURL(/\/p\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
    await expect(page).toHaveTitle('Polityka prywatności · Tracklane');
    // The text's own headings come under the page's title: one h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Język: Polski' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page).toHaveTitle('Privacy policy · Tracklane');
  });

  test('the registration footer opens the terms of service', async ({ page }) => {
    await page.goto('/auth/register');
    await page
      .getByRole('navigation', { name: 'Informacje prawne' })
      .getByRole('link', { name: 'Regulamin' })
      .click();

    await expect(page).toHaveURL(/\/p\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
  });

  test('a slug no page has shows the not-found page', async ({ page }) => {
    await page.goto('/p/no-such-page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  });
});
