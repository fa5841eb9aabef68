import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { photograph, POLISH_BOTH_ENGLISH_LAPTOP, PICTURES } from './photograph';
import { settled } from './settled';

// Pictures of support, light and dark, in Polish (phone and laptop) and English (laptop)
// (tests/e2e/photograph.ts): the owner's list, new ticket form and ticket, the staff's queue and ticket,
// on the seeded tickets (server/src/db/seed/demo-support.ts).

// A seeded ticket with a conversation: the owner's question and a staff answer.
const ANSWERED = 'How do I add a second tracking domain?';

/** A list whose rows have arrived. */
async function listed(page: Page) {
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await settled(page);
}

/** A ticket with its conversation shown. */
async function threaded(page: Page) {
  await expect(page.locator('[data-slot="ticket-thread"] > li').nth(1)).toBeVisible();
  await settled(page);
}

/** The path of the seeded ticket `subject` as the list at `listPath` links to it. */
async function ticketPath(page: Page, listPath: string, subject: string): Promise<string> {
  await page.goto(`${listPath}?search=${encodeURIComponent(subject)}`);
  const link = page.getByRole('table').getByRole('link', { name: subject });
  await expect(link.first()).toBeVisible();
  return (await link.first().getAttribute('href')) ?? '';
}

test.describe('the owner', PICTURES, () => {
  test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

  test('screenshots of /support, /support/new and a ticket', async ({ page }) => {
    test.setTimeout(180_000);
    await photograph(page, {
      name: 'support',
      path: '/support',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: listed,
    });
    await photograph(page, {
      name: 'support-new',
      path: '/support/new',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: settled,
    });
    const path = await ticketPath(page, '/support', ANSWERED);
    await photograph(page, {
      name: 'support-ticket',
      path,
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: threaded,
    });
  });
});

test.describe('the owner’s bell', PICTURES, () => {
  test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

  test('screenshots of the notifications panel open over the support list', async ({ page }) => {
    test.setTimeout(120_000);
    await photograph(page, {
      name: 'notifications-panel',
      path: '/support',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: async (shown) => {
        await listed(shown);
        await shown
          .locator('header')
          .getByRole('button', { name: /^(Powiadomienia|Notifications)/ })
          .click();
        await expect(shown.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      },
    });
  });
});

test.describe('the support account', PICTURES, () => {
  test.use({ storageState: signedInState('support'), locale: 'pl-PL' });

  test('screenshots of /admin/support and a ticket there', async ({ page }) => {
    test.setTimeout(180_000);
    await photograph(page, {
      name: 'admin-support',
      path: '/admin/support',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: listed,
    });
    const path = await ticketPath(page, '/admin/support', ANSWERED);
    await photograph(page, {
      name: 'admin-support-ticket',
      path,
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: threaded,
    });
  });
});
