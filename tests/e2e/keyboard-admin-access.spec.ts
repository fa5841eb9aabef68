import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';
import { settled } from './settled';
import { escapeBackTo, expectFocusBackOn, tabTo } from './keyboard';

// Issue 31's keyboard journey through the admin panel's first part, people, access and the audit trail,
// with the keyboard alone, in Polish. Nothing is changed: every dialog is cancelled, so the demo
// administrator's session serves.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

test('an administrator finds a user, asks to suspend them and cancels, opens a role sheet, the activity log’s calendar and one administrator’s entries, by keyboard', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Główne' });
  const main = page.getByRole('main');

  // 1. The users list: the search field, typed into; the list narrows to the owner, whose page opens.
  await page.goto('/admin/users');
  const search = main.getByRole('textbox', { name: 'Szukaj' });
  // Tab only once the screen is there: before, the focus would leave the empty page for the browser.
  await settled(page);
  await tabTo(page, search);
  await page.keyboard.type('owner@example');
  const owner = main.getByRole('link', { name: 'Olga Owner' });
  await expect(main.getByRole('link', { name: 'Ada Admin' })).toBeHidden();
  await tabTo(page, owner);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+$/);
  const header = page.locator('[data-slot="record-header"]');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Olga Owner');

  // 2. Suspend asks for a reason; Escape, then Cancel, each give the focus back to the button, and the
  // owner stays active.
  const suspend = header.getByRole('button', { name: 'Zawieś' });
  await tabTo(page, suspend);
  const dialog = page.getByRole('alertdialog', { name: 'Zawiesić owner@example.com?' });
  await page.keyboard.press('Enter');
  const reason = dialog.getByRole('textbox', { name: 'Powód' });
  await expect(reason).toBeFocused();
  await page.keyboard.type('Tylko sprawdzam klawiaturę');
  await escapeBackTo(page, dialog, suspend);
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Anuluj' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusBackOn(page, suspend);
  await expect(header).toContainText('Aktywne');

  // The record's tabs: the open one's panel is a stop of its own, its focus shown.
  await tabTo(page, main.getByRole('tabpanel'));

  // 3. Roles, reached from the sidebar: the new role sheet and a role's menu each close back to their button.
  await tabTo(page, sidebar.getByRole('link', { name: 'Role' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/roles$/);
  const newRole = main.getByRole('button', { name: 'Nowa rola' });
  await expect(newRole).toBeVisible();
  await tabTo(page, newRole);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Nowa rola' });
  await expect(sheet.getByRole('textbox', { name: 'Nazwa' })).toBeFocused();
  await escapeBackTo(page, sheet, newRole);
  await page.keyboard.press('Enter');
  await tabTo(page, sheet.getByRole('button', { name: 'Zamknij' }));
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expectFocusBackOn(page, newRole);

  const roleActions = main.getByRole('button', { name: 'Działania dla support' });
  await tabTo(page, roleActions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await escapeBackTo(page, menu, roleActions);

  // 4. The activity log: its date filter's calendar, closed by Escape back on its button.
  await tabTo(page, sidebar.getByRole('link', { name: 'Dzienniki aktywności' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dzienniki aktywności');
  const log = main.getByRole('table', { name: 'Aktywność wszystkich użytkowników i zespołu' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  const when = main.getByRole('group', { name: 'Filtry' }).getByRole('button', { name: /Dowolny czas/ });
  await tabTo(page, when);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await escapeBackTo(page, calendar, when);

  // Narrowed to one person's actions by the first row's button (whoever acted last: other tests act too),
  // which keeps the focus as the list changes.
  const byActor = log.getByRole('button', { name: /^Pokaż tylko działania: / }).first();
  await tabTo(page, byActor);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]user_id=/);
  await expectFocusBackOn(page, byActor);
});
