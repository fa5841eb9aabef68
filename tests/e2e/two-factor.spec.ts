import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { registerAccount } from './accounts';

// Two-factor authentication on the real server, for an account of its own (turning two-factor on
// changes how the account signs in, so no shared demo account is touched). In English, the account's
// language.
test.use({ locale: 'en-US' });

const PASSWORD = 'Twofactor123';
const STEP_SECONDS = 30;

/** Sends the login form with the account's email and password. */
async function submitLogin(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** The authenticator code for the time step `step` (30-second steps since the epoch). */
function codeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * STEP_SECONDS });
}

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** Axe on the page's own content; the shell around it has tests of its own. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
}

test.describe('two-factor authentication', () => {
  test('the challenge and the one-time-code route send a visitor with no sign-in under way to login', async ({
    page,
  }) => {
    await page.goto('/auth/two-factor');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/auth/otp-verification');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a visitor of the open 2FA settings learns what it is and signs in to come back', async ({ page }) => {
    await page.goto('/auth/2fa-settings');
    await expect(page.getByRole('heading', { name: 'What two-factor authentication does' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  });

  test('turning it on, then signing in with a code, and with a recovery code once only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email } = await registerAccount(request, { tag: '2fa', password: PASSWORD, name: 'Two Factor' });
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Turning it on: QR code and key, then the app's current code.
    await page.goto('/settings/two-factor');
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    const secret = (await page.locator('[data-slot="two-factor-secret"]').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    await page.screenshot({ path: 'test-results/screenshots/settings-two-factor-light.png', fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Dark' }).first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: 'test-results/screenshots/settings-two-factor-dark.png', fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Light' }).first().click();

    const enabledAt = currentStep();
    await page.getByLabel('Code from the app').fill(await codeAt(secret, enabledAt));

    // The recovery codes, shown this once.
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    // The open settings route shows the same panel to the signed-in user.
    await page.goto('/auth/2fa-settings');
    await expect(page.getByText('10 recovery codes left')).toBeVisible();
    await page.goto('/dashboard');

    // Signing in now asks for the code. A code is accepted once, so this one is the next time step's,
    // which the server accepts as within its one-step tolerance.
    await signOut(page);
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    const nextStep = Math.max(currentStep(), enabledAt + 1);
    await page.getByLabel('Authentication code').fill(await codeAt(secret, nextStep));
    await expect(page).toHaveURL(/\/dashboard$/);

    // A recovery code works instead…
    const [recoveryCode] = recoveryCodes;
    if (!recoveryCode) throw new Error('No recovery code was shown');
    await signOut(page);
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // …once only.
    await signOut(page);
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is not valid')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
  });
});
