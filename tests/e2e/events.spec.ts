import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';

test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

// The owner, in Polish, checks the set-up of a shop: previews what Meta and Google would receive, sends a
// test purchase, watches it arrive without a reload, then finds it in the events list by search and
// filter, opens what it carried, and gets the same view back after reloading the page.
test('the owner sends a test event, sees it arrive and finds it in the events list', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/events/test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdarzenia testowe');
  await page.getByLabel('Domena').selectOption({ label: 'shop.example.com' });
  await page.getByLabel('Szablon').selectOption({ label: 'Zakup (z wartością)' });
  const eventId = await page.getByLabel('Identyfikator zdarzenia').inputValue();
  expect(eventId).toMatch(/^test-/);

  await test.step('preview what each destination would receive', async () => {
    const previews = page.getByRole('region', { name: 'Co otrzymałoby każde miejsce docelowe' });
    await expect(previews.getByRole('group', { name: 'Meta Conversions API' })).toContainText(eventId);
    await expect(previews.getByRole('group', { name: /Google Analytics 4/ })).toContainText('purchase');
  });

  await test.step('send it and see it arrive without a reload', async () => {
    await page.getByRole('button', { name: 'Wyślij zdarzenie testowe' }).click();
    const sent = page.getByRole('region', { name: 'Wysłane w tej sesji' });
    await expect(sent).toContainText('Przyjęte');
    await expect(sent).toContainText('Dotarło', { timeout: 20_000 });
    expect(loads).toBe(1);
    await sent.getByRole('link', { name: 'Otwórz na liście zdarzeń' }).click();
  });

  const panel = page.getByRole('dialog', { name: 'Purchase' });
  await test.step('open what it carried from the list, found by its id', async () => {
    await expect(page).toHaveURL(new RegExp(`search=${eventId}`));
    await expect(panel).toContainText(eventId);
    await expect(panel.getByRole('region', { name: 'Dostarczenia' })).toContainText(
      'Zdarzenia testowe nie są przekazywane do miejsc docelowych.',
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('narrow the list to test events and open the event again', async () => {
    await page.getByRole('button', { name: /^Źródło/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Test' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/source/);
    const row = page.getByRole('row').filter({ hasText: eventId });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: 'Purchase' }).click();
    await expect(panel).toContainText(eventId);
  });

  await test.step('a reload restores the same view', async () => {
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('dialog', { name: 'Purchase' })).toContainText(eventId);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Źródło/ }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Test' })).toBeChecked();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath('events-after-reload.png'), fullPage: true });
    await expect(page.getByRole('row').filter({ hasText: eventId })).toHaveCount(1);
  });
});
