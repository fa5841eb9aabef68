import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// The login screen of spec section 5 against the real server, in Polish.
test.use({ locale: 'pl-PL' });

test.describe('the login screen', () => {
  test('checks the fields before sending anything, in the interface language', async ({ page }) => {
    const sent: string[] = [];
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/v1/auth/login') &&
        sent.push(request.url()),
    );
    await page.goto('/auth/login');

    await page.getByRole('button', { name: 'Zaloguj się' }).click();

    await expect(page.getByText('Podaj prawidłowy adres e-mail')).toBeVisible();
    await expect(page.getByText('Hasło jest wymagane')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('judges an email only once the field is left', async ({ page }) => {
    await page.goto('/auth/login');
    const email = page.getByLabel('E-mail');

    await email.fill('owner@');
    await expect(page.getByText('Podaj prawidłowy adres e-mail')).toBeHidden();
    await email.blur();
    await expect(page.getByText('Podaj prawidłowy adres e-mail')).toBeVisible();
    await email.fill('owner@example.com');
    await expect(page.getByText('Podaj prawidłowy adres e-mail')).toBeHidden();
  });

  test('shows the server refusal under the email field and keeps what was typed', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('owner@example.com');
    await page.getByLabel('Hasło', { exact: true }).fill('not-the-password');
    await page.getByText('Zapamiętaj mnie').click();

    await page.getByRole('button', { name: 'Zaloguj się' }).click();

    await expect(page.getByText('Nieprawidłowy e-mail lub hasło')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('owner@example.com');
    await expect(page.getByLabel('Hasło', { exact: true })).toHaveValue('not-the-password');
    await expect(page.getByRole('checkbox', { name: 'Zapamiętaj mnie' })).toBeChecked();

    // Correcting the password signs in.
    await page.getByLabel('Hasło', { exact: true }).fill('Owner12345');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('says why when a call found the session expired', async ({ page }) => {
    await page.goto('/auth/login?reason=session_expired');
    await expect(page.getByText('Sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
  });

  test('offers the demo accounts of a demo install', async ({ page }) => {
    await page.goto('/auth/login');
    const demo = page.getByRole('region', { name: 'Konta demonstracyjne' });

    await demo.getByRole('button', { name: 'Administrator' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue('admin@example.com');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type('owner@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Owner12345');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, errors shown`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(page.getByText('Hasło jest wymagane')).toBeVisible();

      const results = await new AxeBuilder({ page }).analyze();

      expect(results.violations).toEqual([]);
    });
  }
});
