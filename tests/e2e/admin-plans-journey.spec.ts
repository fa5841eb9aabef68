import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { administratorToken, journeyAdministrator } from './journey-administrator';

// Issue 28's plans journey, on the real screens and server. A German administrator copies the Pro plan,
// renames it (in English and in Polish), adds a feature, sees who the change affects before saving it,
// and offers it from the plans list. The owner, in a Polish browser of their own that had /billing open
// before, sees the new plan with its feature on their next visit: no restart, the plan cache cleared
// on each save.

const PASSWORD = 'Verwaltung12345';

async function signInGerman(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

test('a German administrator copies the Pro plan, renames it, adds a feature and offers it; the Polish owner’s /billing shows it at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const englishName = `Pro Plus ${stamp}`;
  const polishName = `Pro Plus ${stamp} (miesięcznie)`;
  const token = await administratorToken(request);
  const email = `e2e-plans-${stamp}@example.com`;
  await journeyAdministrator(request, token, {
    name: 'Greta Verwaltung',
    email,
    password: PASSWORD,
    language: 'de',
  });

  // The owner, in Polish, has /billing open before the plan exists: the plan list is read (and cached).
  const ownerContext = await browser.newContext({ locale: 'pl-PL', storageState: signedInState('owner') });
  const owner = await ownerContext.newPage();
  await owner.goto('/billing');
  await expect(owner.locator('[data-plan="pro-monthly"]')).toBeVisible();
  await expect(owner.getByRole('heading', { name: polishName })).toHaveCount(0);

  const adminContext = await browser.newContext({ locale: 'de-DE' });
  const page = await adminContext.newPage();
  await signInGerman(page, email);

  // 1. The copy, from the Pro plan's menu on the plans list; its editor opens.
  await page.goto('/admin/plans');
  const plans = page.getByRole('table', { name: 'Tarife' });
  await plans.getByRole('button', { name: 'Aktionen für Pro (monthly)' }).first().click();
  await page.getByRole('menuitem', { name: 'Duplizieren' }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/pro-monthly-copy(-\d+)?\/edit$/);
  const slug = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  const form = page.getByRole('form', { name: 'Tarif' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(
    'Pro (monthly) (copy)',
  );

  // 2. Renamed in English and Polish, a feature added; who it affects is shown before saving.
  await form.getByRole('textbox', { name: 'Name', exact: true }).first().fill(englishName);
  await form.getByRole('region', { name: 'Polski' }).getByRole('textbox', { name: 'Name' }).fill(polishName);
  await form.getByRole('checkbox', { name: 'Reporting-API' }).click();
  const impact = page.getByRole('region', { name: 'Wen diese Änderung betrifft' });
  await expect(impact).toContainText('Abonnements: 0 aktiv');
  await expect(form).toContainText(
    'Bestehende Abonnements behalten ihren Preis bis zur nächsten Verlängerung',
  );
  await form.getByRole('button', { name: 'Tarif speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);

  // 3. Offered from the list: ticked, then the bulk action, its count confirmed.
  const row = plans.getByRole('row', { name: new RegExp(slug) });
  await expect(row).toContainText('Abgeschaltet');
  await row.getByRole('checkbox', { name: `${englishName} auswählen` }).click();
  await page.getByRole('button', { name: 'Anbieten' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('1 Tarif anbieten?');
  await confirm.getByRole('button', { name: 'Anbieten' }).click();
  await expect(row).toContainText('Aktiv');

  // 4. The owner's next visit to /billing shows it, in Polish, with the feature added.
  await owner.reload();
  const card = owner.locator(`[data-plan="${slug}"]`);
  await expect(card.getByRole('heading', { name: polishName })).toBeVisible();
  await expect(card).toContainText('API raportów');

  await adminContext.close();
  await ownerContext.close();

  // 5. Nobody subscribed, so the plan can be deleted: the shared server's /billing is as seeded again.
  const deleted = await request.delete(`/api/v1/admin/plans/${slug}?reason=End%20of%20the%20journey`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(200);
});
