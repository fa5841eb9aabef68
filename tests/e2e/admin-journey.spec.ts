import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// Issue 27's journey, on the real screens and server, in Polish. The administrator creates a user, makes a
// role in the roles × permissions grid granting only the activity log, and gives it to them on their page.
// The user, signed in in a browser of their own, sees exactly that admin screen. Suspended with a reason,
// their open tab is signed out at its next action, and signing in again is refused. The administrator
// reactivates and deletes them, and the activity log tells each step in Polish, with the reasons, the
// administrator as actor and what changed.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

/** The seeded administrator's name, the actor of every entry the journey writes. */
const ADMIN_NAME = 'Ada Admin';
const PASSWORD = 'Audytor12345';
const LOG_CAPTION = 'Aktywność wszystkich użytkowników i zespołu';
/** The bell's poll (GET /auth/notifications). */
const NOTIFICATIONS = /\/api\/v1\/auth\/notifications\?/;

/** The reasons the administrator gives, which the log keeps. */
const SUSPENSION = 'Dostęp do dziennika już niepotrzebny';
const REACTIVATION = 'Znów potrzebny do audytu';
const DELETION = 'Audyt zakończony';

/**
 * An activity log row's text as shown, its cells in order: the entry's wording, then its details (the
 * reason, what changed, in Polish), then the administrator who did it.
 */
function told(...parts: string[]): RegExp {
  // Any white space where a part has a space: innerText breaks lines between a cell's blocks.
  const patterns = [...parts, ADMIN_NAME].map((part) =>
    part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s+'),
  );
  return new RegExp(patterns.join('[\\s\\S]*'));
}

/** Signs `email` in on the login screen of `page` (a browser of the user's own). */
async function submitLogin(page: Page, email: string) {
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

test('a Polish administrator gives a new user a role made in the grid, suspends, reactivates and deletes them, and the log tells each step', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // Unique across the workers and repeats that share one server.
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const email = `e2e-journey-${stamp}@example.com`;
  const role = `audytor-${stamp}`;
  const sidebar = page.getByRole('navigation', { name: 'Główne' });

  // 1. The user, created on the users list's sheet with a password; their page opens.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Nowy użytkownik' }).click();
  const sheet = page.getByRole('dialog', { name: 'Nowy użytkownik' });
  await sheet.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Ewa Audytorka');
  await sheet.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await sheet.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await sheet.getByRole('checkbox', { name: 'Adres e-mail jest zweryfikowany' }).click();
  await sheet.getByRole('checkbox', { name: 'Wyślij e-mail powitalny z linkiem do logowania' }).click();
  await sheet.getByRole('button', { name: 'Utwórz użytkownika' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+$/);
  const userId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const header = page.locator('[data-slot="record-header"]');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Ewa Audytorka');
  await expect(header).toContainText('Aktywne');

  // 2. The role, made in the grid and given its one permission, the save confirmed with whom it reaches…
  await sidebar.getByRole('link', { name: 'Role' }).click();
  await page.getByRole('button', { name: 'Nowa rola' }).click();
  const roleSheet = page.getByRole('dialog', { name: 'Nowa rola' });
  await roleSheet.getByRole('textbox', { name: 'Nazwa' }).fill(role);
  const roleMade = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/admin/roles'),
  );
  await roleSheet.getByRole('button', { name: 'Utwórz rolę' }).click();
  const roleId = ((await (await roleMade).json()) as { data: { id: string } }).data.id;
  await expect(roleSheet).toBeHidden();
  const grant = page.getByRole('checkbox', { name: `${role} nadaje admin.logs.view` });
  await grant.click();
  const unsaved = page.getByRole('region', { name: 'Niezapisane zmiany' });
  await unsaved.getByRole('button', { name: 'Przejrzyj i zapisz' }).click();
  const review = page.getByRole('alertdialog', { name: 'Zapisać zmiany w 1 roli?' });
  await expect(review).toContainText(`Nikt jeszcze nie ma roli ${role}`);
  await review.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(unsaved).toBeHidden();
  await expect(grant).toBeChecked();

  // …and given to the user from their page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
  await page.getByRole('button', { name: 'Zmień role' }).click();
  const rolesDialog = page.getByRole('alertdialog', { name: `Role: ${email}` });
  await rolesDialog.getByRole('checkbox', { name: role }).click();
  await rolesDialog.getByRole('button', { name: 'Zapisz role' }).click();
  await expect(rolesDialog).toBeHidden();
  await expect(page.getByRole('tabpanel')).toContainText(role);

  // 3. The user, in a browser of their own (a context made here would start from the test's options, the
  // administrator's session among them): the activity log and nothing else of the admin area.
  const context = await browser.newContext({ locale: 'pl-PL', storageState: { cookies: [], origins: [] } });
  const theirs = await context.newPage();
  await theirs.goto('/auth/login');
  const firstPoll = theirs.waitForResponse((response) => NOTIFICATIONS.test(response.url()));
  await submitLogin(theirs, email);
  await expect(theirs).toHaveURL(/\/admin\/activity-logs$/);
  // Read now: a page reload drops it. Nothing has happened to them yet, so no news.
  const noNews = await (await firstPoll).body();
  await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Dzienniki aktywności');
  const theirSidebar = theirs.getByRole('navigation', { name: 'Główne' });
  await expect(theirSidebar.getByRole('link')).toHaveText(['Dzienniki aktywności']);
  for (const path of ['/admin/users', '/admin/dashboard']) {
    await theirs.goto(path);
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  }
  // The refusal's way home leads to the one screen they have.
  await theirs.getByRole('link', { name: 'Przejdź do strony startowej' }).click();
  await expect(theirs).toHaveURL(/\/admin\/activity-logs$/);
  const theirLog = theirs.getByRole('table', { name: LOG_CAPTION });
  await expect(theirLog.getByRole('row').nth(1)).toBeVisible();
  // The bell asks for notifications every 15 s. From here its polls get the answer its first one got, so
  // the action below is provably the tab's first call after the suspension (a poll reaching the server
  // would sign the tab out the same way, only sooner, and the action would find no log to click).
  await theirs.route(NOTIFICATIONS, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: noNews }),
  );

  // 4. Suspended with a reason…
  await header.getByRole('button', { name: 'Zawieś' }).click();
  const suspend = page.getByRole('alertdialog', { name: `Zawiesić ${email}?` });
  await suspend.getByRole('textbox', { name: 'Powód' }).fill(SUSPENSION);
  await suspend.getByRole('button', { name: 'Zawieś' }).click();
  await expect(suspend).toBeHidden();
  await expect(header).toContainText('Zawieszone');
  await expect(page.getByText(SUSPENSION)).toBeVisible();

  // …their open tab, still showing the log, is signed out at its next action, and told why on signing in.
  await expect(theirLog).toBeVisible();
  const answer = theirs.waitForResponse((response) =>
    response.url().includes('/api/v1/admin/activity-logs?'),
  );
  await theirLog
    .getByRole('button', { name: `Pokaż tylko działania: ${ADMIN_NAME}` })
    .first()
    .click();
  expect((await answer).status()).toBe(401);
  await expect(theirs).toHaveURL(/\/auth\/login/);
  await expect(theirs.getByText('Sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
  await submitLogin(theirs, email);
  await expect(
    theirs.getByText('Twoje konto jest zawieszone. Skontaktuj się z pomocą techniczną'),
  ).toBeVisible();
  await context.close();

  // 5. Reactivated with a reason.
  await header.getByRole('button', { name: 'Przywróć' }).click();
  const reactivate = page.getByRole('alertdialog', { name: `Przywrócić ${email}?` });
  await reactivate.getByRole('textbox', { name: 'Powód' }).fill(REACTIVATION);
  await reactivate.getByRole('button', { name: 'Przywróć' }).click();
  await expect(reactivate).toBeHidden();
  await expect(header).toContainText('Aktywne');

  // 6. Deleted behind the typed email, after saying what goes with the account; gone from the list.
  await header.getByRole('button', { name: /Więcej akcji/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const remove = page.getByRole('alertdialog', { name: `Usunąć ${email}?` });
  await expect(remove).toContainText('Usunięte razem z kontem:');
  await remove.getByRole('textbox', { name: 'Powód' }).fill(DELETION);
  const confirmDelete = remove.getByRole('button', { name: 'Usuń użytkownika' });
  await expect(confirmDelete).toBeDisabled();
  await remove.getByRole('textbox', { name: /aby potwierdzić/ }).fill(email);
  await confirmDelete.click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('textbox', { name: 'Szukaj' }).fill(email);
  await expect(page.getByText('Nic nie pasuje do tych filtrów.')).toBeVisible();

  // 7. The account's history in the activity log, oldest first: each step in Polish, with its reason or what
  // changed, done by the administrator.
  await page.goto(`/admin/activity-logs?subject_id=${userId}&sort=created_at&order=asc`);
  const log = page.getByRole('table', { name: LOG_CAPTION });
  const entries = log.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(entries).toHaveText(
    [
      told(`Utworzono konto ${email}`, 'E-mail zweryfikowany', 'Tak'),
      told(`Zmieniono konto ${email}`, `dodano ${role}`),
      told(`Zawieszono konto ${email}`, `Powód: ${SUSPENSION}`, 'Status', 'Aktywne', 'Zawieszone'),
      told(`Ponownie aktywowano konto ${email}`, `Powód: ${REACTIVATION}`, 'Zawieszone', 'Aktywne'),
      told(`Usunięto konto ${email}`, `Powód: ${DELETION}`),
    ],
    { useInnerText: true },
  );

  // The role's history: made in the grid, then given the activity log's permission.
  await page.goto(`/admin/activity-logs?subject_id=${roleId}&sort=created_at&order=asc`);
  await expect(entries).toHaveText(
    [told(`Utworzono rolę ${role}`), told(`Zmieniono rolę ${role}`, 'dodano admin.logs.view')],
    { useInnerText: true },
  );
});
