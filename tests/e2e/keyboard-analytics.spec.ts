import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';
import { escapeBackTo, expectFocusBackOn, expectFocusVisible, tabTo } from './keyboard';

// The analytics screen by the keyboard alone, as the seeded owner in English (it only reads, and its
// choices live in the URL): the period picker left by Escape and then set to the last 30 days, the
// comparison's list left by Escape and then set to the previous period, and the events chart switched to
// its table; the focus back on each control after its popup closes.
test.use({ storageState: signedInState('owner'), locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // English as this browser's stored choice, not the demo owner's profile (other tests share it).
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
});

test('analytics by keyboard: pick the period, the comparison, and show the events chart as a table', async ({
  page,
}) => {
  await page.goto('/analytics?range=last7Days&compare=none');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.locator('[data-slot="metric-card-value"]')).toHaveCount(4);

  const period = page.getByRole('button', { name: /^Period / });
  const picker = page.getByRole('dialog', { name: 'Period' });
  await test.step('the period picker: Escape leaves it, then a preset is chosen by Enter', async () => {
    await tabTo(page, period);
    await page.keyboard.press('Enter');
    await expect(picker).toBeVisible();
    await expectFocusVisible(page);
    await escapeBackTo(page, picker, period);
    await expect(page).toHaveURL(/range=last7Days/);

    await page.keyboard.press('Enter');
    await expect(picker).toBeVisible();
    await tabTo(page, picker.getByRole('button', { name: 'Last 30 days' }));
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expectFocusBackOn(page, period);
    await expect(page).toHaveURL(/range=last30Days/);
    await expect(period).toContainText('–');
  });

  const compare = page.getByRole('combobox', { name: 'Compare with' });
  await test.step('the comparison: Escape leaves its list, then the arrows and Enter pick the previous period', async () => {
    await tabTo(page, compare);
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    await expectFocusVisible(page);
    await escapeBackTo(page, options, compare);
    await expect(compare).toHaveText('No comparison');

    await page.keyboard.press('Enter');
    // The list opens on the chosen option, the last; Home goes to the first, the previous period.
    await expect(options.getByRole('option', { name: 'No comparison' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Home');
    const previous = options.getByRole('option', { name: 'Previous period' });
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expectFocusBackOn(page, compare);
    await expect(compare).toHaveText('Previous period');
    await expect(page).toHaveURL(/compare=previous_period/);
    await expect(figures.locator('[data-slot="metric-card-change"]')).toHaveCount(4);
  });

  await test.step('the events chart switches to its table and back', async () => {
    // The table is always there for screen readers; the button puts it in the plot's place.
    const plot = page.getByRole('img', { name: /^Events over time/ });
    const events = page.getByRole('table', { name: 'Events over time' });
    await expect(plot).toBeVisible();
    const asTable = page.getByRole('button', { name: 'Show as table' }).first();
    await tabTo(page, asTable);
    await page.keyboard.press('Enter');
    await expect(plot).toHaveCount(0);
    await expect(events).toBeVisible();
    await expect(events.getByRole('columnheader')).toHaveText(['Date', 'Events', 'Previous period']);
    await expect(events.locator('tbody tr')).toHaveCount(30);
    // The same button, now offering the chart back, keeps the focus.
    const asChart = page.getByRole('button', { name: 'Show as chart' });
    await expectFocusBackOn(page, asChart);
    await page.keyboard.press('Enter');
    await expect(plot).toBeVisible();
    await expectFocusBackOn(page, asTable);
  });
});
