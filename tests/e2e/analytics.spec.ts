import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// The analytics screen as the seeded owner (90 days of events), in English: the period and comparison
// go into the URL and every figure follows, a reload keeps the view, and the CSV export holds the events
// the screen counts. The realtime panel has its own test.

test.use({ storageState: signedInState('owner'), locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // English as this browser's stored choice, not the demo owner's profile (other tests share it).
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
});

const figures = (page: Page) => page.getByRole('region', { name: 'Key figures' });

/** The Events card's figure as a number ("15,158" → 15158). */
async function eventsCard(page: Page): Promise<number> {
  const card = figures(page).locator('[data-slot="metric-card"]').filter({ hasText: 'Events' });
  const text = await card.locator('[data-slot="metric-card-value"]').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** The sum of one column of the events chart's table alternative. */
async function chartColumnSum(page: Page, column: number): Promise<number> {
  const table = page.getByRole('table', { name: 'Events over time' });
  const cells = await table.locator(`tbody tr td:nth-of-type(${column})`).allInnerTexts();
  return cells.reduce((sum, cell) => sum + (Number(cell.replace(/[^\d]/g, '')) || 0), 0);
}

/** The CSV's header and rows as cells (no cell of this export holds a comma or a quote). */
function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const [header = '', ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  return { header: header.split(','), rows: lines.map((line) => line.split(',')) };
}

/** The contract's column `events`: date, domain_id, domain_name, event_name, currency, events, … */
const EVENTS_COLUMN = 5;

test('choosing the last 30 days with comparison updates the figures, the chart and the URL, and a reload keeps them', async ({
  page,
}) => {
  await page.goto('/analytics?range=last7Days&compare=none');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(figures(page).locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  // Nothing compared: no change under the figures, one series in the chart.
  await expect(figures(page).locator('[data-slot="metric-card-change"]')).toHaveCount(0);
  const sevenDays = await eventsCard(page);

  await page.getByRole('button', { name: /^Period / }).click();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await page.getByRole('combobox', { name: 'Compare with' }).click();
  await page.getByRole('option', { name: 'Previous period' }).click();

  await expect(page).toHaveURL(/range=last30Days/);
  await expect(page).toHaveURL(/compare=previous_period/);
  await expect(page.getByRole('button', { name: /^Period / })).toContainText('–');
  await expect(page.locator('[data-slot="analytics-period"]')).toContainText('compared with');
  await expect(figures(page).locator('[data-slot="metric-card-change"]')).toHaveCount(4);
  await expect(figures(page).getByText('vs previous period').first()).toBeVisible();
  await expect.poll(() => eventsCard(page)).toBeGreaterThan(sevenDays);

  // The events chart draws the compared period as its second series, and its table has 30 days.
  const table = page.getByRole('table', { name: 'Events over time' });
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Events', 'Previous period']);
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const legend = page.locator('[data-slot="chart"]').first().getByRole('listitem');
  await expect(legend).toHaveText(['Events', 'Previous period']);
  expect(await chartColumnSum(page, 1)).toBe(await eventsCard(page));

  const url = page.url();
  const period = await page.locator('[data-slot="analytics-period"]').innerText();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.locator('[data-slot="analytics-period"]')).toHaveText(period);
  await expect(figures(page).locator('[data-slot="metric-card-change"]')).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveText('Previous period');
  await expect(page.getByRole('table', { name: 'Events over time' }).locator('tbody tr')).toHaveCount(30);
});

test('the CSV export downloads the rows of the current filters: its events add up to the Events card', async ({
  page,
}) => {
  await page.goto('/analytics?range=last30Days&compare=previous_period');
  await expect(figures(page).locator('[data-slot="metric-card-value"]')).toHaveCount(4);

  // Another test may send an event meanwhile: card and file are compared from one moment, again if not.
  await expect(async () => {
    await page.reload();
    await expect(figures(page).locator('[data-slot="metric-card-value"]')).toHaveCount(4);
    const events = await eventsCard(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows } = parseCsv(await readFile(await file.path(), 'utf8'));
    // The header row speaks the screen's language.
    expect(header[EVENTS_COLUMN]).toBe('Events');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + Number(row[EVENTS_COLUMN]), 0)).toBe(events);
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('an event name and a domain narrow every figure, and the URL keeps them', async ({ page }) => {
  await page.goto('/analytics?range=last30Days');
  await expect(figures(page).locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  const all = await eventsCard(page);

  const name = page.getByRole('combobox', { name: 'Event name' });
  await name.fill('Purchase');
  await name.press('Enter');
  await expect(page).toHaveURL(/event_name=Purchase/);
  await expect.poll(() => eventsCard(page)).toBeLessThan(all);
  const purchases = await eventsCard(page);

  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'shop.example.com' }).click();
  await expect(page).toHaveURL(/domain_id=/);
  await expect.poll(() => eventsCard(page)).toBeLessThan(purchases);

  await page.reload();
  await expect(name).toHaveValue('Purchase');
  await expect(page.getByRole('combobox', { name: 'Domain' })).toHaveText('shop.example.com');
});
