import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, registerAccount, signedInState } from './accounts';

// Issue 27: a role made in the roles × permissions grid grants exactly what it holds. The Polish
// administrator makes a role holding only admin.logs.view, it is given to a new user (through the API),
// that user sees the activity log alone in the admin area, and the log tells each step in Polish with
// the administrator's name.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

const NOT_FOUND = 'Nie znaleziono strony';

/** A bearer for the seeded administrator, from a session of its own (the browser's stays as it is). */
async function adminBearer(request: APIRequestContext): Promise<string> {
  const { email, password } = ACCOUNTS.admin;
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
}

/** Gives the account at `email` the role, as staff do from a user's page. */
async function giveRole(request: APIRequestContext, email: string, role: string) {
  const headers = { Authorization: await adminBearer(request) };
  const found = await request.get(`/api/v1/admin/users?search=${encodeURIComponent(email)}`, { headers });
  expect(found.ok()).toBe(true);
  const [user] = ((await found.json()) as { data: { id: string }[] }).data;
  expect(user, email).toBeDefined();
  const assigned = await request.post('/api/v1/admin/auth/roles/assign', {
    headers,
    data: { user_id: user?.id, role },
  });
  expect(assigned.ok()).toBe(true);
}

test('a role made in the grid with only the activity log opens that screen alone, and the log tells it in Polish', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const role = `audytor-${Date.now()}`;

  // The role, made and given its one permission in the grid, the save confirmed with whom it reaches.
  await page.goto('/admin/roles');
  await page.getByRole('button', { name: 'Nowa rola' }).click();
  const sheet = page.getByRole('dialog', { name: 'Nowa rola' });
  await sheet.getByRole('textbox', { name: 'Nazwa' }).fill(role);
  await sheet.getByRole('button', { name: 'Utwórz rolę' }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('checkbox', { name: `${role} nadaje admin.logs.view` }).click();
  await page
    .getByRole('region', { name: 'Niezapisane zmiany' })
    .getByRole('button', { name: 'Przejrzyj i zapisz' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Zapisać zmiany w 1 roli?' });
  await expect(confirm).toContainText(`Nikt jeszcze nie ma roli ${role}`);
  await confirm.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('region', { name: 'Niezapisane zmiany' })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `${role} nadaje admin.logs.view` })).toBeChecked();

  const auditor = await registerAccount(request, {
    tag: 'auditor',
    password: 'Audytor12345',
    language: 'pl',
  });
  await giveRole(request, auditor.email, role);

  // The auditor, in a browser of their own: the activity log and nothing else of the admin area.
  // A fresh browser state: a context made here starts from the test's options, the admin's session among them.
  const context = await browser.newContext({ locale: 'pl-PL', storageState: { cookies: [], origins: [] } });
  const theirs = await context.newPage();
  await theirs.goto('/auth/login');
  await theirs.locator('input[autocomplete="username"]').fill(auditor.email);
  await theirs.locator('input[autocomplete="current-password"]').fill(auditor.password);
  await theirs.locator('form button[type="submit"]').click();
  await expect(theirs).toHaveURL(/\/admin\/activity-logs$/);
  await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Dzienniki aktywności');
  const sidebar = theirs.getByRole('navigation', { name: 'Główne' });
  await expect(sidebar.getByRole('link')).toHaveCount(1);
  await expect(sidebar.getByRole('link')).toHaveText('Dzienniki aktywności');
  for (const path of ['/admin/roles', '/admin/users', '/admin/dashboard']) {
    await theirs.goto(path);
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  }
  await context.close();

  // The administrator's log of the role's story, in Polish, each step with who did it.
  await page.goto('/admin/activity-logs?action=admin.role.&per_page=50');
  const log = page.getByRole('table', { name: 'Aktywność wszystkich użytkowników i zespołu' });
  for (const step of [
    `Utworzono rolę ${role}`,
    `Zmieniono rolę ${role}`,
    `Nadano rolę ${role} użytkownikowi ${auditor.email}`,
  ]) {
    const row = log.getByRole('row', { name: new RegExp(step.replaceAll('.', '\\.')) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Ada Admin');
  }
  // What changed, as a screen reader reads it: the permission the role gained.
  await expect(log.getByRole('row', { name: new RegExp(`Zmieniono rolę ${role}`) })).toContainText(
    'dodano admin.logs.view',
  );
});
