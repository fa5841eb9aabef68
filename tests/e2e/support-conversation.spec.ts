import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInState, type AccountName } from './accounts';
import { lastMailId, mailWithLink } from './mailbox';

// One ticket's whole journey across two browsers side by side: the owner (Polish) opens it, the support
// account (English) finds it in its queue and answers, and the owner's page, never reloaded, shows the
// answer in the bell (polled every 15 s, see src/api/queries/auth-notifications.ts) and in the thread
// (polled likewise); the answer's mail reaches the owner in Polish; the owner closes the ticket.

const OWNER_EMAIL = 'owner@example.com';
const SUPPORT_EMAIL = 'support@example.com';

/** A page signed in as `account`, in `language` whatever the account's own. */
async function pageOf(browser: Browser, account: AccountName, language: 'pl' | 'en'): Promise<Page> {
  const context = await browser.newContext({
    storageState: signedInState(account),
    locale: language === 'pl' ? 'pl-PL' : 'en-US',
  });
  await context.addInitScript((chosen) => {
    localStorage.setItem('language', JSON.stringify({ value: chosen, storedAt: Date.now() }));
    localStorage.setItem('lang', chosen);
  }, language);
  return context.newPage();
}

/** The header's bell, as the Polish page names it (with its unread count when there is one). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Powiadomienia/ });

/** The bell's unread figure as its badge shows it (0 without a badge). */
async function unreadOnBell(page: Page): Promise<number> {
  const badge = bellOf(page).locator('span[aria-hidden]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test('a ticket opened in Polish, answered in English from the queue, heard of without a reload, closed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const subject = `Brak zdarzeń Purchase po zmianie motywu ${Date.now()}`;
  const owner = await pageOf(browser, 'owner', 'pl');
  const support = await pageOf(browser, 'support', 'en');

  // The owner opens the ticket, in Polish.
  await owner.goto('/support/new');
  await expect(owner.locator('html')).toHaveAttribute('lang', 'pl');
  await owner.getByRole('textbox', { name: 'Temat' }).fill(subject);
  await owner.getByRole('combobox', { name: 'Kategoria' }).click();
  await owner.getByRole('option', { name: 'Śledzenie i zdarzenia' }).click();
  await owner
    .getByRole('textbox', { name: 'Wiadomość' })
    .fill('Od poniedziałku żadne zdarzenie Purchase nie dociera do Meta. Co się stało?');
  const staffMailsBefore = await lastMailId(request, SUPPORT_EMAIL);
  await owner.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(owner).toHaveURL(/\/support\/tickets\/[^/]+$/);
  const ticketPath = new URL(owner.url()).pathname;
  const ticketId = ticketPath.split('/').pop() as string;
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(subject);
  // From here on the owner's page is the same document: a reload would lose this mark.
  await owner.evaluate(() => Object.assign(window, { ticketJourney: true }));
  const unreadBefore = await unreadOnBell(owner);

  // Support staff were told by mail, with a link to the ticket in the queue.
  await mailWithLink(
    request,
    SUPPORT_EMAIL,
    new RegExp(`/admin/support/tickets/${ticketId}$`),
    staffMailsBefore,
  );

  // The support account finds it in its queue, in English, and answers.
  await support.goto('/admin/support?per_page=50');
  await expect(support.getByRole('heading', { level: 1 })).toHaveText('Support tickets');
  const row = support.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Open');
  await row.getByRole('link').first().click();
  await expect(support).toHaveURL(new RegExp(`/admin/support/tickets/${ticketId}$`));
  const ownerMailsBefore = await lastMailId(request, OWNER_EMAIL);
  await support
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Thanks for the report. The theme update removed the tracking snippet; we re-added it for you.');
  await support.getByRole('button', { name: 'Send reply' }).click();
  const staffThread = support.getByRole('list', { name: 'Messages' });
  await expect(staffThread.getByRole('listitem')).toHaveCount(2);
  await expect(staffThread.getByRole('listitem').last()).toContainText('Support');

  // The owner's page, untouched, shows the answer: the bell counts it and lists it, the thread holds it.
  await expect.poll(() => unreadOnBell(owner), { timeout: 40_000 }).toBe(unreadBefore + 1);
  const thread = owner.getByRole('list', { name: 'Wiadomości' });
  await expect(thread.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(thread.getByRole('listitem').last()).toContainText('re-added it for you');
  await expect(thread.getByRole('listitem').last()).toContainText('Wsparcie');
  await bellOf(owner).click();
  const notice = owner.getByRole('menuitem').filter({ hasText: subject });
  await expect(notice).toContainText(/Zespół wsparcia odpowiedział na Twoje zgłoszenie #\d+/);
  await notice.click();
  await expect(owner).toHaveURL(new RegExp(`${ticketPath}$`));
  await expect.poll(() => unreadOnBell(owner)).toBe(unreadBefore);
  expect(await owner.evaluate(() => 'ticketJourney' in window)).toBe(true);

  // The answer's mail reached the owner in Polish, linking to the ticket.
  const mail = await mailWithLink(request, OWNER_EMAIL, new RegExp(`${ticketPath}$`), ownerMailsBefore);
  expect(mail.subject).toMatch(/^Odpowiedź na Twoje zgłoszenie #\d+: /);
  expect(mail.text).toContain('re-added it for you');

  // The owner closes the ticket.
  await owner.getByRole('button', { name: 'Zamknij zgłoszenie' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Zamknij zgłoszenie' }).click();
  await expect(owner.getByRole('button', { name: 'Otwórz ponownie' })).toBeVisible();
  await expect(owner.getByRole('main').getByText('Zamknięte', { exact: true })).toBeVisible();

  await owner.context().close();
  await support.context().close();
});
