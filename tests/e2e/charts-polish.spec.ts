import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// The charts as the seeded owner sees them in Polish: failures in the failure colour in light and dark,
// "Show as table" saying what it shows, and the analytics period's calendar (its weekdays, its month).
// Then pictures of each, in Polish and English on a phone and a laptop (tests/e2e/photograph.ts).
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

/** The theme stored before any script of the page runs, as the header's switch stores it. */
async function storeTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((chosen) => localStorage.setItem('tracklane.theme', chosen), theme);
}

/** The colour a CSS colour token paints with on this page, as the browser computes it. */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, token);
}

/** The dashboard's chart, drawn. */
async function dashboardChart(page: Page) {
  await page.goto('/dashboard');
  const chart = page.locator('[data-slot="chart"]').first();
  await expect(chart.getByRole('img')).toBeVisible();
  return chart;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard draws failures in the failure colour, legend and table agreeing (${theme})`, async ({
    page,
  }) => {
    await storeTheme(page, theme);
    const chart = await dashboardChart(page);
    const failure = await tokenColour(page, '--destructive');

    const paint = (selector: string) =>
      chart.locator(selector).evaluateAll((elements) => elements.map((one) => getComputedStyle(one).color));
    const swatches = (selector: string) =>
      chart
        .locator(selector)
        .locator('[data-slot="chart-swatch"]')
        .evaluateAll((elements) => elements.map((one) => getComputedStyle(one).backgroundColor));

    const [delivered, failed] = await paint('g[data-series]');
    expect(failed).toBe(failure);
    expect(delivered).not.toBe(failure);
    expect(await swatches('[data-slot="chart-legend"]')).toEqual([delivered, failed]);
    expect(await swatches('[data-slot="chart-table"]')).toEqual([delivered, failed]);
  });
}

test('"Show as table" puts the table where the chart was, names the way back and says so', async ({
  page,
}) => {
  const chart = await dashboardChart(page);
  // Measured from the chart's own top: the click may scroll the page.
  const offset = async (part: ReturnType<Page['locator']>) =>
    ((await part.boundingBox())?.y ?? 0) - ((await chart.boundingBox())?.y ?? 0);
  const plotTop = await offset(chart.getByRole('img'));

  await chart.getByRole('button', { name: 'Pokaż jako tabelę' }).click();
  const toggle = chart.getByRole('button', { name: 'Pokaż jako wykres' });
  await expect(toggle).toBeFocused();
  await expect(chart.getByRole('status')).toHaveText('Pokazano jako tabelę');
  await expect(chart.getByRole('img')).toHaveCount(0);
  const table = chart.getByRole('region', { name: 'Zdarzenia dziennie' });
  await expect(table).toBeVisible();
  expect(Math.abs((await offset(table)) - plotTop)).toBeLessThan(4);

  await page.keyboard.press('Tab');
  await expect(table).toBeFocused();
  await toggle.click();
  await expect(chart.getByRole('status')).toHaveText('Pokazano jako wykres');
  await expect(chart.getByRole('img')).toBeVisible();
});

/** /analytics with its period's calendar open (the last 30 days by default). */
async function openPeriod(page: Page) {
  await page.goto('/analytics');
  await page.getByRole('button', { name: /^(Okres|Period) / }).click();
  const grid = page.getByRole('dialog').getByRole('grid');
  await expect(grid).toBeVisible();
  return grid;
}

test('the period’s calendar opens on the month the range ends in, its weekdays abbreviated as Poles write them', async ({
  page,
}) => {
  const grid = await openPeriod(page);
  // The last 30 days end today: their month is today's, shown as a day of it, not from the month before.
  await expect(grid.locator('[data-today]:not([data-outside])')).toHaveCount(1);
  await expect(grid.locator('thead th')).toHaveText(['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.']);
});

test(
  'screenshots of the charts, the table alternative and the period’s calendar',
  PICTURES,
  async ({ page }) => {
    test.setTimeout(300_000);
    await photograph(page, {
      name: 'charts-dashboard',
      path: '/dashboard',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await expect(shown.locator('[data-slot="chart"] [role="img"]')).toBeVisible();
        await expect(shown.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    });
    await photograph(page, {
      name: 'charts-dashboard-table',
      path: '/dashboard',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        const chart = shown.locator('[data-slot="chart"]').first();
        await chart.getByRole('button', { name: /^(Pokaż jako tabelę|Show as table)$/ }).click();
        await expect(chart.locator('[data-slot="chart-table"][role="region"]')).toBeVisible();
      },
    });
    await photograph(page, {
      name: 'charts-analytics',
      path: '/analytics',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await expect(shown.locator('[data-slot="chart"] [role="img"]').nth(1)).toBeVisible();
        await expect(shown.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    });
    await photograph(page, {
      name: 'charts-calendar',
      path: '/analytics',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await shown.getByRole('button', { name: /^(Okres|Period) / }).click();
        await expect(shown.getByRole('dialog').getByRole('grid')).toBeVisible();
      },
    });
  },
);
