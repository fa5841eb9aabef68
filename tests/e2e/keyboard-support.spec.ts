import { expect, test } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';
import { escapeBackTo, expectFocusBackOn, expectFocusVisible, tabTo } from './keyboard';

// Support by the keyboard alone, on an account of the test's own (English): from the list to a new
// ticket, its subject and message typed and its category picked from the list (left once by Escape), the
// ticket sent and opened, a reply typed and sent, the close dialog left by Escape and by its Cancel
// button, then the ticket closed by it and reopened; the focus back on what opened each, or on the button
// that replaces it.
test('support by keyboard: write a ticket, send it, reply, leave the close dialog, close and reopen', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { tag: 'kb-support', password: 'Keyboard12345!' });
  await signInAs(page, account);
  const subject = `Purchase events missing ${Date.now()}`;

  await test.step('reach the new ticket form from the list', async () => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'New ticket' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New ticket');
  });

  await test.step('type the subject, pick the category, type the message and send', async () => {
    await tabTo(page, page.getByRole('textbox', { name: 'Subject' }));
    await page.keyboard.type(subject);

    const category = page.getByRole('combobox', { name: 'Category' });
    await tabTo(page, category);
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    await expectFocusVisible(page);
    await escapeBackTo(page, options, category);
    await page.keyboard.press('Enter');
    const tracking = options.getByRole('option', { name: 'Tracking and events' });
    await expect(options).toBeVisible();
    for (
      let step = 0;
      step < 8 && !(await tracking.evaluate((item) => item === document.activeElement));
      step++
    ) {
      await page.keyboard.press('ArrowDown');
      await expectFocusVisible(page);
    }
    await expect(tracking).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expectFocusBackOn(page, category);
    await expect(category).toHaveText('Tracking and events');

    await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
    await page.keyboard.type('Since Monday no Purchase event reaches Meta. What happened?');
    await tabTo(page, page.getByRole('button', { name: 'Open ticket' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support\/tickets\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);
    await expect(page.getByText('Tracking and events')).toBeVisible();
  });

  const thread = page.getByRole('list', { name: 'Messages' });
  await test.step('type a reply and send it', async () => {
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    const box = page.getByRole('textbox', { name: 'Your reply' });
    await tabTo(page, box);
    await page.keyboard.type('The event IDs of two lost orders: order-5521 and order-5522.');
    await tabTo(page, page.getByRole('button', { name: 'Send reply' }));
    await page.keyboard.press('Enter');
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').last()).toContainText('order-5521');
    await expect(box).toHaveValue('');
    await expectFocusVisible(page);
  });

  await test.step('the close dialog, left by Escape and by Cancel', async () => {
    const close = page.getByRole('main').getByRole('button', { name: 'Close ticket' });
    await tabTo(page, close, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Close ticket #');
    await expectFocusVisible(page);
    await escapeBackTo(page, dialog, close);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusBackOn(page, close);
    // Neither way closed the ticket.
    await expect(close).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen ticket' })).toHaveCount(0);
  });

  await test.step('close it by its dialog, then reopen it, the focus on the button that follows', async () => {
    const close = page.getByRole('main').getByRole('button', { name: 'Close ticket' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Close ticket' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const reopen = page.getByRole('button', { name: 'Reopen ticket' });
    await expectFocusBackOn(page, reopen);
    await page.keyboard.press('Enter');
    await expectFocusBackOn(page, close);
  });
});
