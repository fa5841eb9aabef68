import { expect, test } from '@playwright/test';
import { signInAs } from './accounts';
import { administratorToken, journeyAdministrator } from './journey-administrator';

// Issue 30's backups journey, on the real screen and server: an administrator of the journey's own backs
// the database up, sees the backup written, then its restore test pass ("Restorable, checked at …"), and
// deletes it again with a reason, leaving the shared server's backups as they were.

const PASSWORD = 'Administrator12345';

test('an administrator backs the database up, sees it proven restorable, and deletes it', async ({
  browser,
  request,
}) => {
  // A dump and its restore test into a fresh embedded database: seconds, more on a busy machine.
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const email = `e2e-backups-${stamp}@example.com`;
  await journeyAdministrator(request, await administratorToken(request), {
    name: 'Bea Backup',
    email,
    password: PASSWORD,
    language: 'en',
  });

  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await signInAs(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/backups');
  const table = page.getByRole('table', { name: 'Backups' });
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  const made = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/admin/backups/run') && response.status() === 201,
    { timeout: 240_000 },
  );
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
  const { data } = (await (await made).json()) as { data: { filename: string } };
  const row = table.getByRole('row', { name: new RegExp(data.filename.replaceAll('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Restorable', { exact: true }).filter({ visible: true })).toBeVisible({
    timeout: 240_000,
  });
  await expect(row.getByText(/checked at/).filter({ visible: true })).toBeVisible();

  await row
    .getByRole('button', { name: `Actions for ${data.filename}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('Made by the backups journey');
  await dialog.getByRole('button', { name: 'Delete backup' }).click();
  await expect(row).toHaveCount(0);
  await context.close();
});
