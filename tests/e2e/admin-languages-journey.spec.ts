import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { submitLoginForm } from './accounts';
import { administratorToken, journeyAdministrator } from './journey-administrator';

// Issue 29's translations journey, on the real screens and server. An English-speaking administrator
// changes the Polish words of the login button and of the events count, watching the Polish plural forms
// render for 1, 2, 5 and 22 while typing, and saves. A Polish visitor in a browser of their own, opening
// the app afresh, reads the new words: no build, no restart. Then the administrator restores the built-in
// texts, and the next visitor reads those again.
//
// The words are the whole app's: a Polish login test running meanwhile would read them, so this journey
// runs after the other browser tests (its own project in playwright.config.ts).

const PASSWORD = 'Administrator12345';
const BUTTON = 'Wejdź do panelu';
/** The built-in Polish of the login button. */
const BUILT_IN_BUTTON = 'Zaloguj się';

interface Message {
  key: string;
  source: string;
  context: string | null;
  catalog: string;
}

/** The key of the dashboard's message whose English text is `source` (without a context). */
async function keyOf(request: APIRequestContext, token: string, source: string) {
  const found = await request.get('/api/v1/admin/languages/pl/messages', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: source, 'filter[catalog]': 'dashboard', per_page: 100 },
  });
  expect(found.status()).toBe(200);
  const messages = ((await found.json()) as { data: Message[] }).data;
  const message = messages.find((item) => item.source === source && item.context === null);
  expect(message, `the message "${source}"`).toBeDefined();
  return message?.key ?? '';
}

/** Opens a message of the Polish editor by its key, through the list's search; answers its sheet. */
async function openMessage(page: Page, key: string) {
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(key);
  const table = page.getByRole('table', { name: 'Messages in Polish' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table
    .getByRole('button', { name: `Edit ${key}` })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Translate into Polish' });
}

/** The sample rendered for `count` in the open sheet. */
function sample(sheet: Locator, count: number) {
  return sheet.locator(`[data-sample="${count}"] dd[lang]`);
}

test('an administrator changes Polish words without a build; a fresh Polish visit reads them; restored, the built-in words return', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const token = await administratorToken(request);
  const email = `e2e-languages-${stamp}@example.com`;
  await journeyAdministrator(request, token, {
    name: 'Eve Words',
    email,
    password: PASSWORD,
    language: 'en',
  });
  const buttonKey = await keyOf(request, token, 'Sign in');
  const eventsKey = await keyOf(request, token, '{0, plural, one {# event} other {# events}}');
  const restoreAll = () =>
    request.put('/api/v1/admin/languages/pl/translations', {
      headers: { Authorization: `Bearer ${token}` },
      data: { translations: { [buttonKey]: null, [eventsKey]: null } },
    });

  try {
    const adminContext = await browser.newContext({ locale: 'en-GB' });
    const page = await adminContext.newPage();
    await page.goto('/auth/login');
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // 1. The login button's Polish words.
    await page.goto('/admin/languages/pl');
    let sheet = await openMessage(page, buttonKey);
    const text = sheet.getByRole('textbox', { name: 'Translation' });
    await expect(text).toHaveValue(BUILT_IN_BUTTON);
    await text.fill(BUTTON);
    await expect(sheet.getByText('Valid ICU message.')).toBeVisible();
    await sheet.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByText('Translation saved')).toBeVisible();
    await expect(sheet).toBeHidden();

    // 2. The events count, form by form, its Polish plurals rendered as they are typed.
    sheet = await openMessage(page, eventsKey);
    const forms = sheet.getByRole('group', { name: 'Plural forms of {0}' });
    const words = { one: '# wydarzenie', few: '# wydarzenia', many: '# wydarzeń', other: '# wydarzenia' };
    for (const [category, word] of Object.entries(words))
      await forms.getByRole('textbox', { name: new RegExp(`^${category}\\b`) }).fill(word);
    await expect(sample(sheet, 1)).toHaveText('1 wydarzenie');
    await expect(sample(sheet, 2)).toHaveText('2 wydarzenia');
    await expect(sample(sheet, 5)).toHaveText('5 wydarzeń');
    await expect(sample(sheet, 22)).toHaveText('22 wydarzenia');
    await sheet.getByRole('button', { name: 'Save translation' }).click();
    await expect(sheet).toBeHidden();

    // 3. A Polish visitor, in a browser of their own, opens the app afresh: the new words.
    const visitorContext = await browser.newContext({
      locale: 'pl-PL',
      viewport: { width: 360, height: 740 },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/auth/login');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(visitor.locator('form button[type="submit"]')).toHaveText(BUTTON);
    await submitLoginForm(visitor, 'owner');
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await visitor.goto('/domains');
    await expect(visitor.getByText(/\d+ wydarze(nie|nia|ń)/).first()).toBeVisible();
    await visitorContext.close();

    // 4. The administrator restores both built-in texts.
    for (const key of [buttonKey, eventsKey]) {
      sheet = await openMessage(page, key);
      await sheet.getByRole('button', { name: 'Restore built-in text' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Restore built-in text' }).click();
      await expect(sheet).toBeHidden();
    }
    await adminContext.close();

    // 5. The next Polish visitor reads the built-in words again.
    const nextContext = await browser.newContext({ locale: 'pl-PL' });
    const next = await nextContext.newPage();
    await next.goto('/auth/login');
    await expect(next.locator('form button[type="submit"]')).toHaveText(BUILT_IN_BUTTON);
    await nextContext.close();
  } finally {
    // Whatever happened above, the shared server's Polish is as built again for the tests after this one.
    expect((await restoreAll()).status()).toBe(200);
  }
});
