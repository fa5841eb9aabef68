import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';

// Issue 27: the Polish administrator runs an account's life on the users screens of the real server —
// creates it, suspends it with a reason, reactivates it, deletes it behind its typed email — and the
// activity log keeps each step with the administrator as actor and the reasons given.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

/** A bearer for the seeded administrator, from a session of its own (the browser's stays as it is). */
async function adminHeaders(request: APIRequestContext) {
  const { email, password } = ACCOUNTS.admin;
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}`, 'Accept-Language': 'pl' };
}

type Entry = { action: string; user: { name: string } | null; properties?: { reason?: string } };

test('an administrator creates, suspends, reactivates and deletes a user, each step in the activity log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-users-${Date.now()}@example.com`;

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Nowy użytkownik' }).click();
  const sheet = page.getByRole('dialog', { name: 'Nowy użytkownik' });
  await sheet.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Ewa Testowa');
  await sheet.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await sheet.getByLabel('Hasło', { exact: true }).fill('Testowe12345');
  await sheet.getByRole('checkbox', { name: 'Wyślij e-mail powitalny z linkiem do logowania' }).click();
  await sheet.getByRole('button', { name: 'Utwórz użytkownika' }).click();

  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const header = page.locator('[data-slot="record-header"]');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Ewa Testowa');
  await expect(header).toContainText('Aktywne');

  await header.getByRole('button', { name: 'Zawieś' }).click();
  const suspend = page.getByRole('alertdialog', { name: `Zawiesić ${email}?` });
  await suspend.getByRole('textbox', { name: 'Powód' }).fill('Podejrzane płatności kartą');
  await suspend.getByRole('button', { name: 'Zawieś' }).click();
  await expect(suspend).toBeHidden();
  await expect(header).toContainText('Zawieszone');
  await expect(page.getByText('Podejrzane płatności kartą')).toBeVisible();

  await header.getByRole('button', { name: 'Przywróć' }).click();
  const reactivate = page.getByRole('alertdialog', { name: `Przywrócić ${email}?` });
  await reactivate.getByRole('textbox', { name: 'Powód' }).fill('Płatności wyjaśnione');
  await reactivate.getByRole('button', { name: 'Przywróć' }).click();
  await expect(reactivate).toBeHidden();
  await expect(header).toContainText('Aktywne');

  await header.getByRole('button', { name: /Więcej akcji/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const remove = page.getByRole('alertdialog', { name: `Usunąć ${email}?` });
  await expect(remove).toContainText('Usunięte razem z kontem:');
  await remove.getByRole('textbox', { name: 'Powód' }).fill('Konto testowe');
  const confirm = remove.getByRole('button', { name: 'Usuń użytkownika' });
  await expect(confirm).toBeDisabled();
  await remove.getByRole('textbox', { name: /aby potwierdzić/ }).fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  const log = await request.get(
    `/api/v1/admin/activity-logs?filter[subject_id]=${id}&per_page=50&sort=created_at&order=asc`,
    {
      headers: await adminHeaders(request),
    },
  );
  expect(log.ok()).toBe(true);
  const entries = ((await log.json()) as { data: Entry[] }).data;
  expect(entries.map((entry) => [entry.action, entry.properties?.reason ?? null])).toEqual([
    ['admin.user.created', null],
    ['admin.user.suspended', 'Podejrzane płatności kartą'],
    ['admin.user.activated', 'Płatności wyjaśnione'],
    ['admin.user.deleted', 'Konto testowe'],
  ]);
  for (const entry of entries) expect(entry.user?.name).toBe('Ada Admin');
});
