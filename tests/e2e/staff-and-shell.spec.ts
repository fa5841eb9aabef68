import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerAccount, signedInState, signInAs, type NewAccount } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph } from './photograph';

// Issue 26, item 16: where staff land, what the owner's activity log holds, the sign-out toast, and the
// two axe rules the walk-through found broken (the account menu's name, the test page's code blocks).

test.use({ locale: 'pl-PL' });

/** The admin dashboard as `account` sees it, in Polish, from the state its sign-in saved. */
async function dashboardOf(browser: Browser, account: 'admin' | 'support'): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInState(account), locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel administracyjny');
  await expect(page.getByText(/^Dane z /)).toBeVisible();
  return page;
}

// Issue 27, item 5: the dashboard the server computes, cut to each caller's permissions (landing on it
// after signing in is the sign-in setup's check, ACCOUNTS' `landing`).
test('the administrator sees every section of the admin dashboard, the support account its tickets alone', async ({
  browser,
}) => {
  const admin = await dashboardOf(browser, 'admin');
  const figures = admin.getByRole('region', { name: 'Dane platformy' });
  for (const figure of [
    'Użytkownicy',
    'Domeny',
    'Zdarzenia dzisiaj',
    'Przychód w tym miesiącu',
    'Otwarte zgłoszenia',
  ]) {
    await expect(figures.getByRole('link', { name: new RegExp(`^${figure}: `) })).toBeVisible();
  }
  await expect(figures.getByRole('link', { name: /^Aktywni \d/ })).toHaveAttribute(
    'href',
    '/admin/users?status=active',
  );
  const attention = admin.getByRole('region', { name: 'Wymaga uwagi' });
  await expect(attention.getByRole('region')).toHaveCount(3);
  await expect(
    admin.getByRole('region', { name: 'Ostatnie rejestracje' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  const support = await dashboardOf(browser, 'support');
  const supportFigures = support.getByRole('region', { name: 'Dane platformy' });
  await expect(supportFigures.getByRole('link')).toHaveCount(1);
  await expect(supportFigures.getByRole('link', { name: /^Otwarte zgłoszenia: \d+$/ })).toHaveAttribute(
    'href',
    '/admin/support?status=open%2Cpending%2Canswered',
  );
  const supportAttention = support.getByRole('region', { name: 'Wymaga uwagi' }).getByRole('region');
  await expect(supportAttention).toHaveCount(1);
  await expect(supportAttention).toHaveAccessibleName('Najdłużej czekające zgłoszenia');
  await expect(support.getByRole('region', { name: 'Ostatnie rejestracje' })).toHaveCount(0);
  await expect(support.getByText('Przychód w tym miesiącu')).toHaveCount(0);
});

/** What the sign-out says in each language the pictures are taken in. */
const SIGN_OUT_WORDS = {
  pl: { menu: /menu konta/, item: 'Wyloguj się', toast: 'Wylogowano' },
  en: { menu: /account menu/, item: 'Sign out', toast: 'You have been signed out' },
} as const;

for (const language of ['pl', 'en'] as const) {
  for (const { width, height } of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    test(`signing out from the account menu says so and opens the sign-in page (${language}, ${String(width)} px)`, async ({
      page,
      request,
    }) => {
      const { menu, item, toast } = SIGN_OUT_WORDS[language];
      const account = await registerAccount(request, { tag: 'sign-out', password: 'Secret12345', language });
      await page.setViewportSize({ width, height });
      await signInAs(page, account);

      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menuitem', { name: item }).click();

      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByText(toast, { exact: true })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/signed-out-toast-${language}-${String(width)}.png`,
      });
    });
  }
}

/** An access token of `account`, for the API calls a test makes as the owner. */
async function tokenOf(request: APIRequestContext, account: NewAccount) {
  const answer = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

test('the owner’s activity log lists the domain and support actions, in the reader’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await registerAccount(request, {
    tag: 'activity',
    password: 'Secret12345',
    language: 'pl',
  });
  const headers = { Authorization: `Bearer ${await tokenOf(request, account)}` };
  const name = `sklep-${Date.now()}.example.com`;
  const added = await request.post('/api/v1/domains', { headers, data: { name } });
  expect(added.status()).toBe(201);
  const { id } = ((await added.json()) as { data: { id: string } }).data;
  expect((await request.post(`/api/v1/domains/${id}/api-key/rotate`, { headers })).ok()).toBe(true);
  const ticket = await request.post('/api/v1/support/tickets', {
    headers,
    data: { subject: 'Brak zdarzeń', category: 'tracking', message: 'Zdarzenia nie docierają od wczoraj.' },
  });
  expect(ticket.status()).toBe(201);
  const { number } = ((await ticket.json()) as { data: { number: number } }).data;
  await signInAs(page, account);

  await page.goto('/settings/activity-logs');
  const table = page.getByRole('table', { name: 'Aktywność na koncie' });
  await expect(table).toContainText(`Utworzono zgłoszenie do wsparcia nr ${String(number)}`);
  await expect(table).toContainText(`Wymieniono klucz API domeny ${name}`);
  await expect(table).toContainText(`Dodano domenę ${name}`);

  await photograph(page, {
    name: 'activity-log-owner-actions',
    path: '/settings/activity-logs',
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: async (shown) => {
      await expect(shown.getByRole('table')).toContainText(name);
    },
  });
});

test.describe('the owner, signed in', () => {
  test.use({ storageState: signedInState('owner') });

  test('the account menu and language buttons are named by what they show, on a laptop and a phone (axe label-content-name-mismatch)', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: 'OO, menu konta', exact: true });
    await expect(button).toHaveText('OO');
    const language = page.getByRole('button', { name: 'Język: Polski, PL', exact: true });
    // What shows (innerText), not the hidden span of the other width.
    await expect(language).toHaveText('Polski', { useInnerText: true });

    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 740 });
      if (width === 360) await expect(language).toHaveText('PL', { useInnerText: true });
      const results = await new AxeBuilder({ page })
        .include('header')
        .withRules(['label-content-name-mismatch'])
        .analyze();
      expect(results.violations, `at ${width} px`).toEqual([]);
      expect(results.passes.map((rule) => rule.id)).toContain('label-content-name-mismatch');
    }
  });

  test('the code blocks on /events/test scroll by keyboard (axe scrollable-region-focusable)', async ({
    page,
  }) => {
    await page.goto('/events/test');
    await page.getByLabel('Domena').selectOption({ label: 'shop.example.com' });
    await page.getByLabel('Szablon').selectOption({ label: 'Zakup (z wartością)' });
    const previews = page.getByRole('region', { name: 'Co otrzymałoby każde miejsce docelowe' });
    const body = previews.getByRole('region', { name: 'Treść: Meta Conversions API' }).locator('pre');
    await expect(body).toContainText('"event_name"');
    // The body is longer than its block: it scrolls, which is what the rule is about.
    expect(await body.evaluate((block) => block.scrollHeight > block.clientHeight)).toBe(true);

    await body.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => body.evaluate((block) => block.scrollTop)).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page })
      .include('main')
      .withRules(['scrollable-region-focusable'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});
