import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { registerAccount } from './accounts';
import { linkFromMail } from './mailbox';

// Passwordless and social sign-in on the real server (demo mode, so its local OpenID provider runs), each
// journey with an account of its own: a magic link or a provider sign-in starts a session for it.

const PASSWORD = 'Magiclink123';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test.describe('magic link and social sign-in, in English', () => {
  test.use({ locale: 'en-US' });

  test('a magic link from the mailbox signs in, once only', async ({ page, request, browser }) => {
    // Its email stays unverified until a link from the mailbox is opened.
    const { email } = await registerAccount(request, {
      tag: 'magic',
      password: PASSWORD,
      name: 'Magic Link',
      verified: false,
    });
    await page.goto('/auth/login');

    // The address typed on the login screen comes along to the magic-link request.
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.getByRole('link', { name: 'Sign in with a magic link' }).click();
    await expect(page).toHaveURL(/\/auth\/magic-link\?email=/);
    // The URL changes before the screen does: wait for the new form, or the login form's field answers.
    const sendLink = page.getByRole('button', { name: 'Email me a sign-in link' });
    await expect(sendLink).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await sendLink.click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('Magic link sent')).toBeVisible();
    await expectNoAxeViolations(page);

    const link = await linkFromMail(request, email, /\/auth\/magic-link\?token=/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    // The same link in another browser: already spent, with the way to a new one.
    const other = await browser.newContext({ locale: 'en-US' });
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByText('Magic link verification failed')).toBeVisible();
    await expect(second.getByText(/already used or expired/)).toBeVisible();
    await second.getByRole('link', { name: 'Request a new link' }).click();
    await expect(second.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    await other.close();
  });

  test('signing in through the local OpenID provider returns to the page the visitor wanted', async ({
    page,
  }) => {
    const email = `e2e-social-${Date.now()}@local.test`;
    await page.goto('/domains/add');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);

    await page.getByRole('button', { name: 'Continue with Local ID' }).click();

    // The provider's own pages, served by the server in demo mode.
    await expect(page.getByRole('heading', { name: 'Sign in with the local provider' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Name (optional)').fill('Social Journey');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/domains\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add domain');
    await expect(page.getByText('Social login successful')).toBeVisible();
  });

  test('cancelling at the provider says so and leads back to sign in', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with Local ID' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with the local provider' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/auth\/social\/local\/callback\?/);
    await expect(page.getByText('Social login failed')).toBeVisible();
    await expect(page.getByText('The sign-in was cancelled.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('the login screen in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('offers the magic link and the provider, and asks for the link in Polish', async ({ page }) => {
    await page.goto('/auth/login');

    await expect(page.getByRole('button', { name: 'Kontynuuj przez Local ID' })).toBeVisible();
    await page.getByLabel('E-mail').fill('owner@example.com');
    await page.getByRole('link', { name: 'Zaloguj się za pomocą magicznego linku' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Zaloguj się za pomocą magicznego linku',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue('owner@example.com');
    await page.getByRole('button', { name: 'Wyślij mi link do logowania' }).click();
    await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę pocztową' })).toBeVisible();
    await expect(page.getByText('Magiczny link został wysłany')).toBeVisible();
  });

  test('a malformed magic link says why in Polish, with the way to a new one', async ({ page }) => {
    await page.goto('/auth/magic-link?token=abc');

    await expect(page.getByText('Weryfikacja magicznego linku nie powiodła się')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Poproś o nowy link' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the login screen in the ${theme} theme, kept as a screenshot`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
      await page.goto('/auth/login');
      await expect(page.getByRole('region', { name: 'Konta demonstracyjne' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kontynuuj przez Local ID' })).toBeVisible();

      await page.screenshot({ path: `test-results/screenshots/login-${theme}.png`, fullPage: true });
      await expectNoAxeViolations(page);
    });
  }
});
