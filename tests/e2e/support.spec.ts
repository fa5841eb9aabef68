import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// The owner, in English, on the demo data: the support list with its figures, a status filter and a
// search through the URL, then a ticket of this test's own (a validation error first, nothing typed lost),
// seen in its thread, answered, closed and reopened. Other tests open tickets too, so the list is read
// 50 a page and the new ticket's subject is this run's own.
test.use({ storageState: signedInState('owner'), locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
});

// The owner's demo tickets (server/src/db/seed/demo-support.ts).
const PURCHASE = 'Zdarzenia Purchase nie docierają do Meta'; // pending, about shop.example.com
const SECOND_DOMAIN = 'How do I add a second tracking domain?'; // answered
const INVOICE = 'Faktura za październik – brak numeru NIP'; // closed

const tickets = (page: Page) => page.getByRole('table', { name: 'Your support tickets' });

/** The subjects the list shows, once it shows `expected` first (the list loads after the URL changes). */
async function expectSubjects(page: Page, expected: { has: string[]; hasNot?: string[] }) {
  const links = tickets(page).getByRole('link');
  for (const subject of expected.has) await expect(links.filter({ hasText: subject })).toHaveCount(1);
  for (const subject of expected.hasNot ?? [])
    await expect(links.filter({ hasText: subject })).toHaveCount(0);
}

test('the owner follows their tickets, opens one, replies, closes and reopens it', async ({ page }) => {
  test.setTimeout(90_000);
  const subject = `Events missing after the theme update ${Date.now()}`;

  await test.step('the list shows the figures and the demo tickets', async () => {
    await page.goto('/support?per_page=50');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
    const figures = page.getByRole('region', { name: 'Your tickets in figures' });
    for (const label of ['Open', 'Awaiting support', 'Answered', 'Closed']) {
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    // The demo's first replies took 95 minutes, a day and 3 hours: hours on average.
    await expect(figures).toContainText(/Average first response\s*\d+ (hours?|minutes?|days?)/);
    await expectSubjects(page, { has: [PURCHASE, SECOND_DOMAIN, INVOICE] });
    const purchase = tickets(page).getByRole('row').filter({ hasText: PURCHASE });
    await expect(purchase).toContainText('Awaiting support');
    await expect(purchase).toContainText('shop.example.com');
  });

  await test.step('a status filter and a search live in the URL', async () => {
    await page.goto('/support?per_page=50&status=closed');
    await expect(page.getByRole('button', { name: 'Status 1 selected' })).toBeVisible();
    await expectSubjects(page, { has: [INVOICE], hasNot: [PURCHASE, SECOND_DOMAIN] });

    await page.getByRole('button', { name: 'Status 1 selected' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Answered' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=closed%2Canswered|status=closed,answered/);
    await expectSubjects(page, { has: [INVOICE, SECOND_DOMAIN], hasNot: [PURCHASE] });

    await page.getByRole('textbox', { name: 'Search' }).fill('Faktura');
    await expect(page).toHaveURL(/search=Faktura/);
    await expectSubjects(page, { has: [INVOICE], hasNot: [SECOND_DOMAIN] });

    await page.goto('/support?search=second+tracking');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('second tracking');
    await expectSubjects(page, { has: [SECOND_DOMAIN], hasNot: [INVOICE, PURCHASE] });
  });

  await test.step('a new ticket: a validation error first, nothing typed lost', async () => {
    await page.getByRole('link', { name: 'New ticket' }).click();
    await expect(page).toHaveURL(/\/support\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New ticket');
    const subjectField = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await subjectField.fill('Help');
    await page.getByRole('combobox', { name: 'Domain' }).selectOption({ label: 'shop.example.com' });
    await message.fill('Since the theme update on Monday no Purchase event reaches Meta.');
    await page.getByRole('button', { name: 'Open ticket' }).click();

    await expect(page.getByText('Minimum 5 characters required')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(message).toHaveValue('Since the theme update on Monday no Purchase event reaches Meta.');
    await expect(page).toHaveURL(/\/support\/new$/);

    await subjectField.fill(subject);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Tracking and events' }).click();
    await page.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByRole('button', { name: 'Open ticket' }).click();
  });

  await test.step('the new ticket shows its facts and its first message', async () => {
    await expect(page).toHaveURL(/\/support\/tickets\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);
    await expect(page.getByText('Tracking and events')).toBeVisible();
    await expect(page.getByRole('link', { name: 'shop.example.com' })).toBeVisible();
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread).toContainText('no Purchase event reaches Meta');
  });

  await test.step('a reply appears last and the box empties', async () => {
    const box = page.getByRole('textbox', { name: 'Your reply' });
    await box.fill('The event IDs of two lost orders: order-5521 and order-5522.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').last()).toContainText('order-5521');
    await expect(box).toHaveValue('');
  });

  await test.step('close after confirming, then reopen', async () => {
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Close ticket #');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Closed', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Reopen ticket' }).click();
    await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Open', { exact: true })).toBeVisible();
  });

  await test.step('the list shows the new ticket', async () => {
    await page.goto(`/support?search=${encodeURIComponent(subject)}`);
    await expectSubjects(page, { has: [subject] });
  });
});
