import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { registerAccount } from './accounts';
import { lastMailId, linkFromMail } from './mailbox';

// Registration, email verification and the forgotten password against the real server, each journey for
// an account of its own (a reset signs the account out everywhere). The journeys run in English, the
// browser's language; the rule messages are checked in Polish and in English.

const PASSWORD = 'Journey123';

/** A unique address, so every run and every test has an account nobody else touches. */
function uniqueEmail(what: string): string {
  return `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The registration form's fields, by their autocomplete roles rather than their translated labels. */
function registerFields(page: Page) {
  const passwords = page.locator('input[autocomplete="new-password"]');
  return {
    name: page.locator('input[autocomplete="name"]'),
    email: page.locator('input[autocomplete="email"]'),
    password: passwords.nth(0),
    confirmation: passwords.nth(1),
    submit: page.locator('form button[type="submit"]'),
  };
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test.describe('journeys', () => {
  test.use({ locale: 'en-US' });

  test('register, open the verification mail, verify, reach the dashboard', async ({ page, request }) => {
    const email = uniqueEmail('register');
    await page.goto('/auth/register');
    const fields = registerFields(page);
    await fields.name.fill('Ola Journey');
    await fields.email.fill(email);
    await fields.password.fill(PASSWORD);
    await expect(page.getByText('Password strength: Good')).toBeVisible();
    await fields.confirmation.fill(PASSWORD);
    await fields.submit.click();

    // Signed in at once, and kept on the verification screen until the address is verified.
    await expect(page).toHaveURL(/\/auth\/email-verification$/);
    await expect(page.getByText(`We sent a verification link to ${email}.`, { exact: false })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/email-verification$/);

    // A second link, asked for from the screen, is the one opened.
    const before = await lastMailId(request, email);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(`A verification link has been sent to ${email}`)).toBeVisible();
    const link = await linkFromMail(request, email, /\/auth\/email\/verify\//, before);

    await page.goto(link);
    // Said on the page and in the 'email verified' toast beside it.
    await expect(page.getByRole('main').getByText('Your email address has been verified')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Your email address has been verified'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to dashboard' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot the password, reset it from the mail, sign in with the new one only', async ({
    page,
    request,
  }) => {
    const { email } = await registerAccount(request, {
      tag: 'reset',
      password: PASSWORD,
      name: 'Reset Journey',
    });
    const newPassword = 'Changed456!';

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The URL changes before the screen does: the login form, with its own Email field, stays up meanwhile.
    const sendLink = page.getByRole('button', { name: 'Send reset link' });
    await expect(sendLink).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await sendLink.click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText(`If an account exists for ${email}`, { exact: false })).toBeVisible();

    const link = await linkFromMail(request, email, /\/auth\/reset-password\//);
    await page.goto(link);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signInWith(page, email, PASSWORD);
    await expect(page.getByText('These credentials do not match our records')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);

    await signInWith(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the reset link works once', async ({ page, request }) => {
    const { email } = await registerAccount(request, {
      tag: 'reset-once',
      password: PASSWORD,
      name: 'Reset Journey',
    });
    const sent = await request.post('/api/v1/auth/forgot-password', { data: { email } });
    expect(sent.ok()).toBe(true);
    const link = await linkFromMail(request, email, /\/auth\/reset-password\//);

    const setPassword = async (password: string) => {
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password').fill(password);
      await page.getByRole('button', { name: 'Set new password' }).click();
    };
    await setPassword('Changed456!');
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await setPassword('Changed789!');

    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This password reset link is invalid, already used or expired',
    );
  });

  test('the email-action link goes on to the screen it names, or says it is not valid', async ({ page }) => {
    const token = 'f'.repeat(40);
    await page.goto(`/auth/handle-email-action?mode=resetPassword&token=${token}&email=ola%40example.com`);
    await expect(page).toHaveURL(
      new RegExp(`/auth/reset-password/${token}\\?email=ola(%40|@)example\\.com$`),
    );
    await expect(page.getByLabel('Email')).toHaveValue('ola@example.com');

    await page.goto('/auth/handle-email-action?mode=unknown');
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a reset link cut short asks for a new one', async ({ page }) => {
    await page.goto('/auth/reset-password/a1b2c3?email=ola%40example.com');
    await expect(
      page.getByText('This password reset link is incomplete or damaged. Request a new one.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request a new one' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });
});

interface Messages {
  locale: string;
  wrongPassword: string;
  invalidEmail: string;
  shortPassword: string;
  mismatch: string;
  shortName: string;
}

const LANGUAGES: readonly Messages[] = [
  {
    locale: 'pl-PL',
    wrongPassword: 'Nieprawidłowy e-mail lub hasło',
    invalidEmail: 'Podaj prawidłowy adres e-mail',
    shortPassword: 'Hasło musi mieć co najmniej 8 znaków',
    mismatch: 'Hasła nie są takie same',
    shortName: 'Imię i nazwisko musi mieć co najmniej 2 znaki',
  },
  {
    locale: 'en-US',
    wrongPassword: 'These credentials do not match our records',
    invalidEmail: 'Please enter a valid email address',
    shortPassword: 'Password must be at least 8 characters',
    mismatch: "Passwords don't match",
    shortName: 'Name must be at least 2 characters',
  },
];

for (const messages of LANGUAGES) {
  test.describe(`the messages in ${messages.locale}`, () => {
    test.use({ locale: messages.locale });

    test('a wrong password on the login screen', async ({ page }) => {
      // An address with no account: the same refusal, and no demo account's attempts used up.
      await signInWith(page, uniqueEmail('nobody'), 'Wrong12345');
      await expect(page.getByText(messages.wrongPassword)).toBeVisible();
    });

    test('an invalid email, a short password and a mismatched confirmation on registration', async ({
      page,
    }) => {
      const sent: string[] = [];
      page.on(
        'request',
        (request) =>
          request.method() === 'POST' &&
          request.url().endsWith('/api/v1/auth/register') &&
          sent.push(request.url()),
      );
      await page.goto('/auth/register');
      const fields = registerFields(page);
      await fields.name.fill('O');
      await fields.email.fill('ola@');
      await fields.password.fill('Ab1');
      await fields.confirmation.fill('Ab2');
      await fields.confirmation.blur();

      await expect(page.getByText(messages.shortName)).toBeVisible();
      await expect(page.getByText(messages.invalidEmail)).toBeVisible();
      await expect(page.getByText(messages.shortPassword)).toBeVisible();
      await expect(page.getByText(messages.mismatch)).toBeVisible();
      await expect(fields.confirmation).toHaveAttribute('aria-invalid', 'true');

      await fields.submit.click();
      await expect(page.getByText(messages.mismatch)).toBeVisible();
      expect(sent).toEqual([]);
    });

    test('a short password and a mismatched confirmation on the reset screen', async ({ page }) => {
      await page.goto(`/auth/reset-password/${'f'.repeat(40)}?email=ola%40example.com`);
      const passwords = page.locator('input[autocomplete="new-password"]');
      await passwords.nth(0).fill('Ab1');
      await passwords.nth(1).fill('Ab2');
      await page.locator('form button[type="submit"]').click();

      await expect(page.getByText(messages.shortPassword)).toBeVisible();
      await expect(page.getByText(messages.mismatch)).toBeVisible();
    });
  });
}

test.describe('the registration screen', () => {
  test.use({ locale: 'pl-PL' });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, errors and strength shown`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
      await page.goto('/auth/register');
      const fields = registerFields(page);
      await fields.password.fill('abc');
      await fields.submit.click();
      await expect(fields.name).toHaveAttribute('aria-invalid', 'true');

      const results = await new AxeBuilder({ page }).analyze();
      await page.screenshot({ path: `test-results/screenshots/register-${theme}.png`, fullPage: true });

      expect(results.violations).toEqual([]);
    });
  }
});
