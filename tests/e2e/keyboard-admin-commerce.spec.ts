import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { escapeBackTo, expectFocusBackOn, tabTo } from './keyboard';

// Issue 31's keyboard journey through the admin panel's second part, plans, features, payments and every
// owner's domains, with the keyboard alone, in Polish. Nothing is saved (a plan's name is typed and the
// form left, every dialog cancelled), so the demo administrator's session serves.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

/** Opens a dialog with Enter on `trigger`, closes it with Escape, and checks the focus is back. */
async function openAndEscape(page: Page, trigger: Locator, dialog: Locator) {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await escapeBackTo(page, dialog, trigger);
}

test('an administrator opens a plan’s form and leaves it, a feature sheet, a payment’s refund and a filtered domain’s dialog, by keyboard', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Główne' });
  const main = page.getByRole('main');

  // 1. Plans: a plan's menu closes back to its button; its form opens, a new name is typed, and Cancel
  // leaves it unsaved.
  await page.goto('/admin/plans');
  const planLink = main.getByRole('link', { name: 'Pro (monthly)', exact: true });
  await expect(planLink).toBeVisible();
  const planActions = main.getByRole('button', { name: 'Działania dla Pro (monthly)' });
  await tabTo(page, planActions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await escapeBackTo(page, menu, planActions);
  await tabTo(page, planLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/plans\/pro-monthly\/edit$/);
  const form = page.getByRole('form', { name: 'Plan' });
  const name = form.getByRole('textbox', { name: 'Nazwa', exact: true }).first();
  await expect(name).toHaveValue('Pro (monthly)');
  await tabTo(page, name);
  await page.keyboard.press('End');
  await page.keyboard.type(' plus');
  await expect(name).toHaveValue('Pro (monthly) plus');
  await tabTo(page, form.getByRole('link', { name: 'Anuluj' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await expect(planLink).toBeVisible();

  // 2. Features: the new feature sheet closes by Escape back to its button.
  await tabTo(page, sidebar.getByRole('link', { name: 'Funkcje' }), { backwards: true });
  await page.keyboard.press('Enter');
  const newFeature = main.getByRole('button', { name: 'Nowa funkcja' });
  await expect(newFeature).toBeVisible();
  await tabTo(page, newFeature);
  await openAndEscape(page, newFeature, page.getByRole('dialog', { name: 'Nowa funkcja' }));

  // 3. Payments: the newest payment's page; its refund asks the amount, and Escape and Cancel each give
  // the focus back to Refund.
  // The list narrowed to payments nothing has refunded (the address its filters make): other tests refund
  // payments of their own, which may be the newest.
  await page.goto('/admin/payments?status=succeeded&refunded=false');
  const payment = main.getByRole('table', { name: 'Płatności' }).getByRole('link').first();
  await expect(payment).toBeVisible();
  await tabTo(page, payment);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/payments\/[^/?]+$/);
  const refund = page.locator('[data-slot="record-header"]').getByRole('button', { name: 'Zwróć' });
  // Tab once the screen is there: before, the focus would leave the half-drawn page for the browser.
  await expect(refund).toBeVisible();
  await tabTo(page, refund);
  const refundDialog = page.getByRole('alertdialog');
  await openAndEscape(page, refund, refundDialog);
  await page.keyboard.press('Enter');
  await expect(refundDialog.getByRole('textbox', { name: 'Kwota w USD' })).toBeVisible();
  await tabTo(page, refundDialog.getByRole('button', { name: 'Anuluj' }));
  await page.keyboard.press('Enter');
  await expect(refundDialog).toBeHidden();
  await expectFocusBackOn(page, refund);

  // 4. Every owner's domains, filtered to the active ones in the status menu, which closes back to its
  // button; an active domain's page, whose status dialog closes back to its button.
  // The demo owner's (the address the search makes): other tests add domains of their own.
  await page.goto(`/admin/domains?search=${encodeURIComponent('owner@example.com')}`);
  const domains = main.getByRole('table', { name: 'Domeny' });
  await expect(domains.getByRole('link', { name: 'new-store.example.com' })).toBeVisible();
  const status = main.getByRole('group', { name: 'Filtry' }).getByRole('button', { name: /^Status/ });
  await tabTo(page, status);
  await page.keyboard.press('Enter');
  const statusMenu = page.getByRole('menu', { name: 'Status' });
  const active = statusMenu.getByRole('menuitemcheckbox', { name: 'Aktywna' });
  await expect(statusMenu.getByRole('menuitemcheckbox').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(active).toBeFocused();
  await page.keyboard.press('Space');
  await expect(active).toBeChecked();
  await escapeBackTo(page, statusMenu, status);
  await expect(page).toHaveURL(/[?&]status=active/);
  // The pending one is gone from the list.
  await expect(domains.getByRole('link', { name: 'new-store.example.com' })).toBeHidden();
  const shop = domains.getByRole('link', { name: 'shop.example.com' });
  await tabTo(page, shop);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('shop.example.com');
  const changeStatus = page.getByRole('button', { name: 'Zmień status lub plan' });
  await tabTo(page, changeStatus);
  await openAndEscape(page, changeStatus, page.getByRole('dialog').or(page.getByRole('alertdialog')));
});
