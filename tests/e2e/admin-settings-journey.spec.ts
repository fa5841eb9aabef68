import { expect, test, type APIRequestContext } from '@playwright/test';
import { administratorToken, journeyAdministrator } from './journey-administrator';

// Issue 30's settings journey, on the real screens and server. An administrator closes registration in
// the sign-in settings; a German visitor, in a browser of their own, is told in German that registration
// is closed, and the API refuses their sign-up in German; the administrator opens it again and the
// visitor's next visit shows the form. The setting is left as the journey found it.
//
// Closed registration would refuse every other test's sign-up meanwhile, so this journey runs after the
// other browser tests (the `after-the-others` project in playwright.config.ts).

const PASSWORD = 'Administrator12345';
const KEY = 'auth.registration_enabled';

async function registrationSetting(request: APIRequestContext, token: string): Promise<boolean> {
  const answer = await request.get('/api/v1/admin/unified-settings/groups/auth', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const group = (await answer.json()) as { data: { settings: { key: string; value: unknown }[] } };
  return group.data.settings.find((setting) => setting.key === KEY)?.value !== false;
}

test('an administrator closes registration, a German visitor is refused in German, and it opens again', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const token = await administratorToken(request);
  const email = `e2e-settings-${stamp}@example.com`;
  await journeyAdministrator(request, token, {
    name: 'Sam Settings',
    email,
    password: PASSWORD,
    language: 'en',
  });
  const foundOpen = await registrationSetting(request, token);

  try {
    const adminContext = await browser.newContext({ locale: 'en-GB' });
    const page = await adminContext.newPage();
    await page.goto('/auth/login');
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // 1. The sign-in settings: registration closed, saved, and the page says who changed it.
    await page.goto('/admin/settings/auth');
    const form = page.getByRole('form', { name: 'Sign-in' });
    const open = form.getByRole('checkbox', { name: 'Registration open' });
    if (!(await open.isChecked())) {
      await open.click();
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(open).toBeChecked();
    }
    await open.click();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The settings have been saved')).toBeVisible();
    await expect(form.getByText(/Changed by Sam Settings/)).toBeVisible();

    // 2. A German visitor, in a browser of their own: told in German, and refused in German.
    const visitorContext = await browser.newContext({ locale: 'de-DE' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/auth/register');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await expect(visitor.getByText('Die Registrierung ist derzeit geschlossen.')).toBeVisible();
    const refused = await visitor.request.post('/api/v1/auth/register', {
      headers: { 'Accept-Language': 'de' },
      data: {
        name: 'Vera Besucherin',
        email: `e2e-visitor-${stamp}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Die Registrierung ist derzeit geschlossen',
    );

    // 3. The administrator opens registration again; the visitor's next visit shows the form.
    await open.click();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(open).toBeChecked();
    await expect(page.getByText('The settings have been saved').first()).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('Die Registrierung ist derzeit geschlossen.')).toBeHidden();
    await expect(visitor.locator('form button[type="submit"]')).toBeVisible();
    await visitorContext.close();
    await adminContext.close();
  } finally {
    // The e2e server is shared: the setting goes back to what the journey found.
    const restored = await request.put('/api/v1/admin/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { settings: [{ key: KEY, value: foundOpen }] },
    });
    expect(restored.status()).toBe(200);
  }
});
