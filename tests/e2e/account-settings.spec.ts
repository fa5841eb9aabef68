import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { registerAccount, type NewAccount } from './accounts';

// The account settings on the real server. Every journey changes its account (profile, password,
// sessions), so each registers one of its own rather than touching a shared demo account. In English,
// the language the accounts are registered with.
test.use({ locale: 'en-US' });

/**
 * English as the browser's stored choice: the guest's language detection gives up after 2 s and the
 * screens fall back to Polish, which a busy machine reached (the sign-in button then had another name).
 */
async function chooseEnglish(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
}

test.beforeEach(async ({ page }) => {
  await chooseEnglish(page);
});

const PASSWORD = 'Settings123';

/** An 8×8 PNG: the server reads the image's own bytes to tell its type. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR4nGPQqDjxHx9mGBkKAPH6mcH25mZmAAAAAElFTkSuQmCC',
  'base64',
);

/** Signs in through the login screen and waits for where it leads: the user dashboard unless told. */
async function signIn(page: Page, { email, password }: NewAccount, landing = /\/dashboard$/) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** A browser of its own (its own storage, so its own session), signed in to `account`. */
async function signedInBrowser(browser: Browser, account: NewAccount) {
  const context = await browser.newContext({ locale: 'en-US' });
  await chooseEnglish(context);
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** Axe on the page's own content; the shell around it has tests of its own. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
}

const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings' });

test.describe('account settings', () => {
  // Each journey registers its own account and signs in up to three browsers: past 30 s on CI's two cores.
  test.describe.configure({ timeout: 90_000 });

  test('the profile is edited, the shell shows it, and it is there after a reload', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, {
      tag: 'settings-profile',
      password: PASSWORD,
      name: 'Settings Tester',
    });
    await signIn(page, account);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole('link', { name: /^Profile/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    await page.getByLabel('Display name').fill('Renata Settings');
    await page.getByLabel('First name').fill('Renata');
    await page.getByLabel('Last name').fill('Settings');
    await page.getByLabel('Phone').fill('+48 600 100 200');
    await page.getByLabel('Company').fill('Tracklane QA');
    await page.getByLabel('Bio').fill('Tests the settings screens.');
    await page.getByLabel('Time zone').selectOption('America/New_York');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();

    // The shell's user menu follows at once.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText('Renata Settings')).toBeVisible();
    await page.keyboard.press('Escape');

    // A photo through the upload widget, sent as multipart to the real server.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByText('Photo updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      /\/avatars\//,
    );
    // A file of another type never leaves the browser.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('notes.txt: Invalid file type')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Renata Settings');
    await expect(page.getByLabel('Last name')).toHaveValue('Settings');
    await expect(page.getByLabel('Phone')).toHaveValue('+48 600 100 200');
    await expect(page.getByLabel('Company')).toHaveValue('Tracklane QA');
    await expect(page.getByLabel('Bio')).toHaveValue('Tests the settings screens.');
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Photo removed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeHidden();
  });

  test('a refused profile shows the server’s message under its field and keeps what was typed', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, {
      tag: 'settings-refused',
      password: PASSWORD,
      name: 'Settings Tester',
    });
    await signIn(page, account);
    await page.goto('/settings/profile');

    // Every rule the server applies is checked in the form first, so the request is altered on its way
    // out (a time zone no engine knows) for the real server to refuse it with a real 422.
    await page.route('**/api/v1/user/profile', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, timezone: 'Mars/Olympus_Mons' }) });
    });
    await page.getByLabel('Display name').fill('Someone Typed This');
    await page.getByLabel('Bio').fill('Not to be lost.');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const timeZone = page.getByLabel('Time zone');
    await expect(timeZone).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await timeZone.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
    await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
    await expect(page.getByLabel('Display name')).toHaveValue('Someone Typed This');
    await expect(page.getByLabel('Bio')).toHaveValue('Not to be lost.');
    await expect(page.getByText('Profile updated')).toBeHidden();
  });

  test('the password is changed, signs in from then on, and the activity log lists it with the sign-ins', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, {
      tag: 'settings-password',
      password: PASSWORD,
      name: 'Settings Tester',
    });
    await signIn(page, account);
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Change password/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    // A wrong current password is the server's to tell, under its field.
    await page.getByLabel('Current password').fill('NotMine123');
    await page.getByLabel('New password', { exact: true }).fill('Changed456x');
    await expect(page.getByText('Password strength:')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Changed456x');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Changed456x');

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    await signOut(page);
    // The old password no longer works; the new one does.
    await page.locator('input[autocomplete="username"]').fill(account.email);
    await page.locator('input[autocomplete="current-password"]').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The login screen files the server's refusal under the email field.
    await expect(page.locator('input[autocomplete="username"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/auth\/login$/);
    // Signed out from this page, the user comes back to it.
    await signIn(page, { ...account, password: 'Changed456x' }, /\/settings\/change-password$/);

    await page.goto('/settings/activity-logs');
    const table = page.getByRole('table', { name: 'Account activity' });
    await expect(table.getByRole('cell', { name: 'Changed the password', exact: true })).toHaveCount(1);
    await expect(table.getByRole('cell', { name: 'Signed in', exact: true })).toHaveCount(2);
    await expect(table.getByRole('cell', { name: 'Failed sign-in attempt', exact: true })).toHaveCount(1);
    await expect(table.getByRole('cell', { name: 'Created the account', exact: true })).toHaveCount(1);

    // Filtered to password activity: the change alone, the filter kept in the address.
    await page.getByRole('combobox', { name: 'Activity' }).click();
    await page.getByRole('option', { name: 'Password' }).click();
    await expect(page).toHaveURL(/action=/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: 'Changed the password', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Account activity' }).getByRole('row')).toHaveCount(2);
  });

  test('signing the other browser out ends its session there', async ({ browser, request }) => {
    const account = await registerAccount(request, {
      tag: 'settings-sessions',
      password: PASSWORD,
      name: 'Settings Tester',
    });
    const a = await signedInBrowser(browser, account);
    const b = await signedInBrowser(browser, account);
    await b.page.goto('/settings/profile');
    await expect(b.page.getByLabel('Display name')).toBeVisible();

    await a.page.goto('/settings/browser-sessions');
    const list = a.page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first().getByText('This browser')).toBeVisible();
    await list.getByRole('button', { name: /^Sign out ?: / }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Sign out this browser?' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(a.page.getByText('The browser was signed out')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(a.page.getByText('You are not signed in anywhere else.')).toBeVisible();

    // B's next call is refused: the shell signs it out and shows the login screen.
    await settingsNav(b.page).getByRole('link', { name: 'Browser sessions' }).click();
    await expect(b.page).toHaveURL(/\/auth\/login/);
    await expect(b.page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

    // A is still signed in.
    await a.page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await a.context.close();
    await b.context.close();
  });

  test('every other browser is signed out at once with the password', async ({ browser, request }) => {
    const account = await registerAccount(request, {
      tag: 'settings-others',
      password: PASSWORD,
      name: 'Settings Tester',
    });
    const a = await signedInBrowser(browser, account);
    const b = await signedInBrowser(browser, account);
    const c = await signedInBrowser(browser, account);

    await a.page.goto('/settings/browser-sessions');
    const list = a.page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await a.page.getByRole('button', { name: 'Sign out other browsers' }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Sign out all other browsers?' });
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign out other browsers' }).click();
    await expect(a.page.getByText('Signed out 2 other browsers')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    for (const other of [b, c]) {
      await other.page.goto('/settings/profile');
      await expect(other.page).toHaveURL(/\/auth\/login/);
    }
    for (const each of [a, b, c]) await each.context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the settings screens in the ${theme} theme, kept as screenshots, pass axe`, async ({
      browser,
      request,
    }) => {
      const account = await registerAccount(request, {
        tag: `settings-shots-${theme}`,
        password: PASSWORD,
        name: 'Settings Tester',
      });
      const other = await signedInBrowser(browser, account);
      const context = await browser.newContext({ locale: 'en-US' });
      await chooseEnglish(context);
      await context.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
      const page = await context.newPage();
      await signIn(page, account);

      await page.goto('/settings/profile');
      await expect(page.getByLabel('Display name')).toHaveValue('Settings Tester');
      await page.screenshot({
        path: `test-results/screenshots/settings-profile-${theme}.png`,
        fullPage: true,
      });
      await expectNoAxeViolations(page);

      await settingsNav(page).getByRole('link', { name: 'Browser sessions' }).click();
      await expect(page.getByRole('list', { name: 'Signed-in browsers' }).getByRole('listitem')).toHaveCount(
        2,
      );
      await page.screenshot({
        path: `test-results/screenshots/settings-browser-sessions-${theme}.png`,
        fullPage: true,
      });
      await expectNoAxeViolations(page);

      // The other settings screens, looked at and checked with axe too.
      const others = [
        { path: '/settings', name: 'overview', ready: page.getByRole('link', { name: /^Activity log/ }) },
        {
          path: '/settings/change-password',
          name: 'change-password',
          ready: page.getByLabel('Current password'),
        },
        {
          path: '/settings/connected-accounts',
          name: 'connected-accounts',
          ready: page.getByRole('button', { name: 'Connect Local ID' }),
        },
        {
          path: '/settings/activity-logs',
          name: 'activity-log',
          ready: page.getByRole('cell', { name: 'Signed in', exact: true }).first(),
        },
      ];
      for (const screen of others) {
        await page.goto(screen.path);
        await expect(screen.ready).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/settings-${screen.name}-${theme}.png`,
          fullPage: true,
        });
        await expectNoAxeViolations(page);
      }
      await context.close();
      await other.context.close();
    });
  }
});
