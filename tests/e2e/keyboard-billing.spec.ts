import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';
import { escapeBackTo, expectFocusBackOn, expectFocusVisible, tabTo } from './keyboard';

// Billing by the keyboard alone, as the seeded owner in English, changing nothing: a plan for
// academy.example.net is chosen and its check left by Back before checkout, the cancel dialog of its
// subscription left by Escape and by its Cancel button, a column of the invoices hidden and shown again in
// their column choice, left by Escape, and an invoice downloaded by Enter. The focus comes back to what
// opened each.
test.use({ storageState: signedInState('owner'), locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // English as this browser's stored choice, not the demo owner's profile (other tests share it).
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
});

const DOMAIN = 'academy.example.net';

test('billing by keyboard: choose a plan and go back, leave the cancel dialog, download an invoice', async ({
  page,
}) => {
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');

  await test.step('choose Business for the domain, then go back from its check before checkout', async () => {
    await tabTo(page, page.getByRole('button', { name: `Change plan for ${DOMAIN}` }));
    await page.keyboard.press('Enter');
    // The chooser below takes the focus, on the domain.
    await expect(page.getByRole('heading', { name: 'Change plan', level: 2 })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Domain' })).toHaveText(DOMAIN);

    // Business is never the domain's plan (the billing test's upgrade to it is declined).
    const choose = page.getByRole('button', { name: 'Choose Business (monthly)' });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    const check = page.getByRole('heading', { name: `Upgrade ${DOMAIN} to Business (monthly)` });
    await expect(check).toBeFocused();
    await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(check).toHaveCount(0);
    await expectFocusBackOn(page, choose);
  });

  await test.step('the cancel dialog of its subscription, left by Escape and by Cancel', async () => {
    const trigger = page.getByRole('button', { name: `Cancel the subscription of ${DOMAIN}` });
    // The subscriptions are above the chooser.
    await tabTo(page, trigger, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Cancel the subscription of ${DOMAIN}?` });
    await expect(dialog).toBeVisible();
    await expectFocusVisible(page);
    await escapeBackTo(page, dialog, trigger);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusBackOn(page, trigger);
    await expect(
      page.getByRole('listitem').filter({ has: page.getByText(DOMAIN, { exact: true }) }),
    ).not.toContainText('Ends at period end');
  });

  const invoices = page.getByRole('table', { name: 'Your invoices' });
  await test.step('the invoices’ column choice: a column hidden and shown by Space, left by Escape', async () => {
    const columns = page.getByRole('button', { name: 'Columns' });
    await tabTo(page, columns);
    await page.keyboard.press('Enter');
    const choice = page.getByRole('dialog');
    await expect(choice).toContainText('Columns shown');
    // The first column on offer has the focus.
    const first = choice.getByRole('checkbox').first();
    await expect(first).toBeFocused();
    await expectFocusVisible(page);
    const headers = await invoices.getByRole('columnheader').count();
    await expect(first).toBeChecked();
    await page.keyboard.press('Space');
    await expect(first).not.toBeChecked();
    await expect(invoices.getByRole('columnheader')).toHaveCount(headers - 1);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(invoices.getByRole('columnheader')).toHaveCount(headers);
    await escapeBackTo(page, choice, columns);
  });

  await test.step('download the newest invoice by Enter', async () => {
    const newest = invoices.getByRole('row').nth(1);
    const number = (await newest.getByRole('cell').first().locator('.font-mono').textContent()) ?? '';
    expect(number).toMatch(/^TL-\d{4}-\d{6}$/);
    const download = newest.getByRole('button', { name: `Download invoice ${number} as PDF` });
    await tabTo(page, download);
    const file = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await file).suggestedFilename()).toBe(`invoice-${number}.pdf`);
    await expectFocusBackOn(page, download);
  });
});
