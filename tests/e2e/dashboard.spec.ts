import { expect, test } from '@playwright/test';
import { registerAccount, signedInState, signInAs } from './accounts';

interface DashboardAnswer {
  data: { alerts: { title: string }[] };
}

test.describe('the dashboard of the seeded owner', () => {
  test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

  // The owner, in Polish, looks at the last 30 days and what needs attention, then follows the recent
  // events into the events list.
  test('shows the figures, the chart, the alerts, recent events and usage', async ({ page }) => {
    const dashboardAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/user/dashboard'),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulpit');
    const { data } = (await (await dashboardAnswer).json()) as DashboardAnswer;

    await test.step('the cards of the last 30 days, with their change', async () => {
      const cards = page.getByRole('region', { name: 'Ostatnie 30 dni' });
      const values = cards.locator('[data-slot="metric-card-value"]');
      await expect(values).toHaveCount(4);
      await expect(values.first()).toHaveText(/^[1-9][\d\s]*$/);
      await expect(cards.locator('[data-slot="metric-card-change"]').first()).toContainText(
        'w porównaniu z poprzednim okresem',
      );
      await expect(page.getByText('Zdarzenia dzisiaj')).toBeVisible();
    });

    await test.step('the chart of 30 days, and its table', async () => {
      await expect(page.locator('[data-slot="chart"] [role="img"]')).toBeVisible();
      await page.getByRole('button', { name: 'Pokaż jako tabelę' }).click();
      const table = page.getByRole('table', { name: 'Zdarzenia dziennie' });
      await expect(table.getByRole('row')).toHaveCount(31);
      await expect(table.getByRole('columnheader', { name: 'Nie powiodło się' })).toBeVisible();
    });

    await test.step('the alerts the server reports, each with its link', async () => {
      for (const alert of data.alerts) await expect(page.getByText(alert.title).first()).toBeVisible();
      if (data.alerts.length > 0) {
        const region = page.getByRole('region', { name: 'Wymaga uwagi' });
        await expect(region.getByRole('link').first()).toHaveAttribute('href', /^\//);
      }
    });

    await test.step('usage day by day against the plans', async () => {
      await expect(page.getByRole('heading', { name: 'Wykorzystanie', exact: true })).toBeVisible();
      await expect(page.getByRole('meter', { name: 'Zdarzenia wobec limitu Twoich planów' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Zdarzenia dziennie' }).getByRole('listitem')).toHaveCount(
        30,
      );
      await expect(page.getByRole('meter', { name: 'Wykorzystanie planu shop.example.com' })).toBeVisible();
    });

    await test.step('a failed event opens in the events list, filtered', async () => {
      const failed = page.locator('[data-slot="card"]').filter({
        has: page.getByRole('heading', { name: 'Ostatnie nieudane zdarzenia' }),
      });
      const first = failed.getByRole('listitem').first().getByRole('link');
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(/\/events\?status=failed&event=/);
      await expect(page.getByRole('dialog', { name })).toBeVisible();
    });

    await test.step('all recent events lead to the list', async () => {
      await page.goBack();
      await page.getByRole('link', { name: 'Wszystkie zdarzenia' }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    });
  });
});

test('a new account without domains is offered its first one', async ({ page, request }) => {
  const account = await registerAccount(request, { tag: 'dashboard-empty', password: 'Tester12345' });
  await signInAs(page, account);
  await expect(page.getByText('Add your first domain')).toBeVisible();
  await page.getByRole('link', { name: 'Add domain' }).click();
  await expect(page).toHaveURL(/\/domains\/add$/);
});
