import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// The activity log's date filter in German, from the keyboard alone: a locator's focus() puts the caret
// on the filter before it, every action after that is a key.

test.use({ storageState: signedInState('owner') });

/**
 * German as this browser's stored choice, before any script of the page runs. Not through the header's
 * menu: a choice made there is saved to the demo owner's profile, which other tests share.
 */
async function storeGerman(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'de', storedAt: Date.now() }));
    localStorage.setItem('lang', 'de');
  });
}

/** The calendar day the keyboard is on, as its cell names it ('YYYY-MM-DD'). */
function focusedDay(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
}

const GERMAN_MONTH =
  /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

test('the activity log’s date range is picked from the keyboard in German, weeks from Monday', async ({
  page,
}) => {
  await storeGerman(page);
  await page.goto('/settings/activity-logs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('table', { name: 'Kontoaktivität' })).toBeVisible();

  // Tab from the filter before it reaches the picker's button, named by its label and the range.
  await page.getByRole('combobox', { name: 'Aktivität' }).focus();
  await page.keyboard.press('Tab');
  const trigger = page.getByRole('button', { name: /^Datum / });
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveText('Beliebiger Zeitraum');

  // Enter opens it on today; Escape closes it again, back on the button.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Datum' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Letzte 7 Tage' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Letzter Monat' })).toBeVisible();
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Heute, /);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  // The month in German; Page Up goes back a month at a time, to March, a name no other language shares.
  const grid = dialog.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-label', GERMAN_MONTH);
  for (let step = 0; step < 12; step += 1) {
    const month = (await grid.getAttribute('aria-label')) ?? '';
    if (month.startsWith('März ')) break;
    await page.keyboard.press('PageUp');
    await expect(grid).not.toHaveAttribute('aria-label', month);
  }
  await expect(grid).toHaveAttribute('aria-label', /^März \d{4}$/);
  await expect(dialog.getByText(/^März \d{4}$/)).toBeVisible();

  // Weeks start on Monday: the first heading, and the first day of the grid.
  await expect(grid.locator('thead th').first()).toHaveAttribute('aria-label', 'Montag');
  await expect(grid.locator('thead th').last()).toHaveAttribute('aria-label', 'Sonntag');
  await expect(grid.getByRole('gridcell').first().getByRole('button')).toHaveAccessibleName(/^Montag, /);

  // Enter picks the first day, the arrows move three days on, Enter picks the last and closes.
  const first = await focusedDay(page);
  expect(first).toMatch(/^\d{4}-03-\d{2}$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const last = await focusedDay(page);
  expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(String(last) > String(first)).toBe(true);
  const listed = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/auth/activity-logs') &&
      new URL(request.url()).searchParams.get('filter[created_at_to]') === last,
  );
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toContainText('März');
  await expect.poll(() => new URL(page.url()).searchParams.get('created_at_from')).toBe(first);
  await expect.poll(() => new URL(page.url()).searchParams.get('created_at_to')).toBe(last);
  expect(new URL((await listed).url()).searchParams.get('filter[created_at_from]')).toBe(first);
});
