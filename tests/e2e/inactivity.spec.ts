import { expect, test } from '@playwright/test';
import { signIn } from './accounts';
import { E2E_SESSION_TIMEOUT_SECONDS, INACTIVITY_PORT } from './inactivity-server';

// On the server whose SESSION_TIMEOUT_SECONDS is a few seconds: the app's real clock runs, untouched.
test.use({ locale: 'pl-PL', baseURL: `http://127.0.0.1:${INACTIVITY_PORT}` });

const WAIT = { timeout: (E2E_SESSION_TIMEOUT_SECONDS + 5) * 1000 };

test.describe('inactivity', () => {
  // Sign-in, then up to a whole time-out plus one check interval before the sign-out: more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('warns before the time-out, then signs out to the login screen with the way back', async ({
    page,
  }) => {
    await signIn(page, 'owner');

    const warning = page.getByRole('dialog', { name: 'Czy nadal tu jesteś?' });
    await expect(warning).toBeVisible(WAIT);
    await expect(warning.getByRole('button', { name: 'Pozostań zalogowany' })).toBeFocused();

    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/, WAIT);
    await expect(warning).toBeHidden();
    await expect(page.getByText('Wylogowano Cię z powodu zbyt długiej bezczynności.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tracklane.session'))).toBeNull();
  });

  test('staying signed in keeps the session past the time-out', async ({ page }) => {
    await signIn(page, 'owner');
    const warning = page.getByRole('dialog', { name: 'Czy nadal tu jesteś?' });
    await expect(warning).toBeVisible(WAIT);

    await warning.getByRole('button', { name: 'Pozostań zalogowany' }).click();

    await expect(warning).toBeHidden();
    // Past the moment the unanswered warning would have signed the user out.
    await page.waitForTimeout(7000);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulpit');
  });
});
