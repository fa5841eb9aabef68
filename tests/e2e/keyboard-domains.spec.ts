import { expect, test } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';
import { escapeBackTo, expectFocusBackOn, expectFocusVisible, tabTo } from './keyboard';

// The domains area by the keyboard alone, on an account of the test's own (English): from the list to the
// add form, a domain added, its page opened, the delete dialog left by Escape and by its Cancel button
// (focus back on the button that opened it each time), then the domain deleted by typing its name.
test('domains by keyboard: add a domain, open it, leave the delete dialog twice, then delete it', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { tag: 'kb-domains', password: 'Keyboard12345!' });
  await signInAs(page, account);
  const name = `kb-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example.com`;

  await test.step('reach the add form from the list', async () => {
    await page.goto('/domains');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domains');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Add domain' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/domains\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add domain');
  });

  await test.step('type the name, tick Meta by Space, and send the form', async () => {
    const field = page.getByLabel('Domain', { exact: true });
    await tabTo(page, field);
    await page.keyboard.type(name);
    await expect(field).toHaveValue(name);
    const meta = page.getByRole('checkbox', { name: 'Meta Conversions API' });
    await tabTo(page, meta);
    await page.keyboard.press('Space');
    await expect(meta).toBeChecked();
    const pixel = page.getByLabel('Pixel ID');
    await tabTo(page, pixel);
    await page.keyboard.type('104857600012345');
    await tabTo(page, page.getByLabel('Access token'));
    await page.keyboard.type('EAAB-keyboard-token');
    await tabTo(page, page.getByRole('button', { name: 'Add domain' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('API key')).toHaveText(/^tl_/);
  });

  await test.step('open the new domain', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Go to the domain' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  const trigger = page.getByRole('main').getByRole('button', { name: 'Delete domain' });
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });

  await test.step('Escape leaves the delete dialog, focus back on its button', async () => {
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectFocusVisible(page);
    await escapeBackTo(page, dialog, trigger);
  });

  await test.step('its Cancel button leaves it too, focus back on its button', async () => {
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusBackOn(page, trigger);
  });

  await test.step('delete it by typing its name', async () => {
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete domain' });
    await expect(confirm).toBeDisabled();
    await tabTo(page, dialog.getByLabel(/to confirm/));
    await page.keyboard.type(name);
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
