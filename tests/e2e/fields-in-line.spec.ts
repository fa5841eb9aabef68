import { expect, test, type Page } from '@playwright/test';
import { signIn } from './accounts';
import { E2E_OUTPUT_DIR } from './output-dir';

// Issue 26, item 17: fields side by side start their controls on one line, whatever the labels' lengths
// and whatever one of them says under it (a hint, an error, a counter), in every language.

/**
 * The rows of fields on the page that do not line up: fields whose boxes start at the same height are one
 * row, and their controls (input, select, list button, text area) must start at the same height too.
 */
function misalignedRows(page: Page) {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll('form [data-slot$="-field"]')].filter(
      (field) => field.getBoundingClientRect().height > 0,
    );
    const rows = new Map<number, { label: string; controlTop: number }[]>();
    for (const field of fields) {
      const control = field.querySelector(
        'input:not([type="checkbox"]):not([type="radio"]), select, textarea, button[role="combobox"]',
      );
      if (!control) continue;
      const top = Math.round(field.getBoundingClientRect().top);
      const label = field.querySelector('label')?.textContent ?? '';
      rows.set(top, [
        ...(rows.get(top) ?? []),
        { label, controlTop: Math.round(control.getBoundingClientRect().top) },
      ]);
    }
    return [...rows.values()].filter(
      (row) => row.length > 1 && new Set(row.map((field) => field.controlTop)).size > 1,
    );
  });
}

/** How many rows of more than one field the page has: the check above has something to judge. */
function rowsOfSeveral(page: Page) {
  return page.evaluate(() => {
    const tops = [...document.querySelectorAll('form [data-slot$="-field"]')]
      .filter((field) => field.getBoundingClientRect().height > 0)
      .map((field) => Math.round(field.getBoundingClientRect().top));
    return new Set(tops.filter((top, index) => tops.indexOf(top) !== index)).size;
  });
}

test.use({ viewport: { width: 1366, height: 900 } });

for (const language of ['de', 'pl', 'en'] as const) {
  test(`in ${language}, the settings of a destination line up, with their hints and errors`, async ({
    page,
  }) => {
    // A sign-in, a language switch and three services' settings: more than one screen's time.
    test.setTimeout(90_000);
    await signIn(page, 'owner');
    await page.evaluate((chosen) => {
      localStorage.setItem('language', JSON.stringify({ value: chosen, storedAt: Date.now() }));
      localStorage.setItem('lang', chosen);
    }, language);
    await page.goto('/domains/add');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const service of [
      'Google Analytics 4 Measurement Protocol',
      'Meta Conversions API',
      'TikTok Events API',
    ]) {
      await page.getByRole('checkbox', { name: service }).check();
    }
    await expect.poll(() => rowsOfSeveral(page)).toBeGreaterThanOrEqual(2);
    expect(await misalignedRows(page)).toEqual([]);

    // One field of a row refused, its neighbour not: the controls stay on one line.
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
    expect(await misalignedRows(page)).toEqual([]);

    // For a person to look at: the refused form on a laptop, and on a phone, where fields stack.
    const form = page.locator('form').filter({ has: page.locator('[data-slot="field-row"]') });
    await form.screenshot({ path: `${E2E_OUTPUT_DIR}/screenshots/fields-in-line-${language}-laptop.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await form.screenshot({ path: `${E2E_OUTPUT_DIR}/screenshots/fields-in-line-${language}-phone.png` });
  });
}
