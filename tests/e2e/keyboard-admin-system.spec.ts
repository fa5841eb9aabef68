import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';
import { escapeBackTo, expectFocusBackOn, tabTo } from './keyboard';

// Issue 31's keyboard journey through the admin panel's fourth part, settings, system health, queues and
// backups, with the keyboard alone, in Polish. Settings are read by every other test, so nothing is
// written: a setting is switched and switched back, and Save finds nothing to save. The demo
// administrator's session serves.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

test('an administrator switches a setting back and saves nothing, reads the system health, opens a job and the backups’ columns, by keyboard', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Główne' });
  const main = page.getByRole('main');

  // 1. Settings: the sign-in group, reached from the groups' list; registration switched and switched
  // back with Space, and Save says there is nothing to save.
  await page.goto('/admin/settings/general');
  const groups = main.getByRole('navigation', { name: 'Grupy ustawień' });
  await expect(groups).toBeVisible();
  await tabTo(page, groups.getByRole('link', { name: 'Logowanie' }));
  await page.keyboard.press('Enter');
  const form = main.getByRole('form', { name: 'Logowanie' });
  const open = form.getByRole('checkbox', { name: 'Rejestracja otwarta' });
  await expect(open).toBeVisible();
  const wasOpen = await open.isChecked();
  await tabTo(page, open);
  await page.keyboard.press('Space');
  await expect(open).toBeChecked({ checked: !wasOpen });
  await page.keyboard.press('Space');
  await expect(open).toBeChecked({ checked: wasOpen });
  await tabTo(page, form.getByRole('button', { name: 'Zapisz ustawienia' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Nie ma nic do zapisania: żadne ustawienie nie zostało zmienione'),
  ).toBeVisible();

  // 2. System health: its tab and the tab's panel, each a stop with its focus shown.
  await tabTo(page, sidebar.getByRole('link', { name: 'Stan systemu' }), { backwards: true });
  await page.keyboard.press('Enter');
  const health = main.getByRole('tab', { name: 'Stan' });
  await expect(health).toBeVisible();
  await tabTo(page, health);
  await tabTo(page, main.getByRole('tabpanel'));

  // 3. Queues: a job's sheet, closed by Escape and by its Close button, back on the job's button.
  await tabTo(page, sidebar.getByRole('link', { name: 'Monitorowanie kolejek' }), { backwards: true });
  await page.keyboard.press('Enter');
  const job = main.getByRole('table', { name: 'Zadania' }).getByRole('row').nth(1).getByRole('button');
  await expect(job).toBeVisible();
  await tabTo(page, job);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await escapeBackTo(page, sheet, job);
  await page.keyboard.press('Enter');
  await tabTo(page, sheet.getByRole('button', { name: 'Zamknij' }));
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expectFocusBackOn(page, job);

  // 4. Backups: the columns popover, closed by Escape back on its button.
  await tabTo(page, sidebar.getByRole('link', { name: 'Kopie zapasowe' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Utwórz kopię teraz' })).toBeVisible();
  const columns = main.getByRole('button', { name: 'Kolumny' });
  await tabTo(page, columns);
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog').filter({ hasText: 'Widoczne kolumny' });
  await expect(popover.getByRole('checkbox', { name: 'Wiek' })).toBeFocused();
  await escapeBackTo(page, popover, columns);
});
