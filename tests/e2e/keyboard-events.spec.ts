import { expect, test } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';
import { escapeBackTo, expectFocusBackOn, expectFocusVisible, tabTo } from './keyboard';

const API = '/api/v1';

// The events area by the keyboard alone, on an account and domain of the test's own (English): a test
// purchase sent from /events/test, then in the events list the Source filter's menu narrowed to test
// events, and the event's details sheet opened from its row and closed by Escape and by its Close button,
// the focus back on what opened each.
test('events by keyboard: send a test event, filter the list, open its details and close them', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { tag: 'kb-events', password: 'Keyboard12345!' });
  const login = await request.post(`${API}/auth/login`, { data: account });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const domain = `kb-events-${Date.now()}.example.com`;
  const added = await request.post(`${API}/domains`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: domain },
  });
  expect(added.status(), await added.text()).toBe(201);
  await signInAs(page, account);

  let eventId = '';
  await test.step('send a test purchase from /events/test', async () => {
    await page.goto('/events/test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test events');
    const domainField = page.getByLabel('Domain', { exact: true });
    await tabTo(page, domainField);
    await expect(domainField.locator('option:checked')).toHaveText(domain);
    // A closed select changes its choice by the arrows: the first template after Purchase, and back.
    const template = page.getByLabel('Template');
    await tabTo(page, template);
    await expect(template.locator('option:checked')).toHaveText('Purchase (with value)');
    await page.keyboard.press('ArrowDown');
    await expect(template.locator('option:checked')).toHaveText('Lead');
    await page.keyboard.press('ArrowUp');
    await expect(template.locator('option:checked')).toHaveText('Purchase (with value)');
    eventId = await page.getByRole('textbox', { name: 'Event ID' }).inputValue();
    expect(eventId).toMatch(/^test-/);

    await tabTo(page, page.getByRole('button', { name: 'Send test event' }));
    await page.keyboard.press('Enter');
    const sent = page.getByRole('region', { name: 'Sent in this session' });
    await expect(sent).toContainText('Accepted');
    await expect(sent).toContainText('Arrived', { timeout: 20_000 });
  });

  const sheet = page.getByRole('dialog', { name: 'Purchase' });
  const row = () => page.getByRole('row').filter({ hasText: eventId });
  const rowLink = () => row().getByRole('link', { name: 'Purchase' });
  await test.step('open it in the events list; Escape closes its sheet without losing the focus', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Open in events list' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${eventId}`));
    await expect(sheet).toContainText(eventId);
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // Nothing of the list had the focus before: it goes to the link in the event's row, which opens it.
    await expectFocusBackOn(page, rowLink());
  });

  const source = page.getByRole('button', { name: /^Source/ });
  await test.step('narrow the list to test events with the Source menu', async () => {
    // The filters are above the list: back from the event's row.
    await tabTo(page, source, { backwards: true });
    await page.keyboard.press('Enter');
    const testSource = page.getByRole('menuitemcheckbox', { name: 'Test' });
    await expect(page.getByRole('menu')).toBeVisible();
    // The arrows walk the menu to Test, Space ticks it, Escape closes the menu onto its button.
    for (
      let step = 0;
      step < 6 && !(await testSource.evaluate((item) => item === document.activeElement));
      step++
    ) {
      await page.keyboard.press('ArrowDown');
      await expectFocusVisible(page);
    }
    await expect(testSource).toBeFocused();
    await page.keyboard.press('Space');
    await expect(testSource).toBeChecked();
    await escapeBackTo(page, page.getByRole('menu'), source);
    await expect(page).toHaveURL(/source=/);
  });

  await test.step('open the event from its row; the sheet’s Close button gives the focus back to the row', async () => {
    await expect(row()).toHaveCount(1);
    await tabTo(page, rowLink());
    await page.keyboard.press('Enter');
    await expect(sheet).toContainText(eventId);
    await expect(sheet.getByRole('region', { name: 'Deliveries' })).toContainText(
      'Test events are not forwarded to destinations.',
    );
    await tabTo(page, sheet.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expectFocusBackOn(page, rowLink());

    await page.keyboard.press('Enter');
    await expect(sheet).toContainText(eventId);
    await escapeBackTo(page, sheet, rowLink());
  });
});
