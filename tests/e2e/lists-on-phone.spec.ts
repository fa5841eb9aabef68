import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';

// The events list and the analytics filters on the narrowest phones in use, in Polish (the longer words).
const PHONE = { width: 360, height: 740 };
test.use({ storageState: signedInState('owner'), locale: 'pl-PL', viewport: PHONE });

/** How far an element's content reaches past its own box, sideways, in CSS pixels. */
const overflowOf = (element: Locator) => element.evaluate((node) => node.scrollWidth - node.clientWidth);

test('/events shows its first row on the first screen with its status whole, the filters behind one button', async ({
  page,
}) => {
  await page.goto('/events?source=server,browser');
  const table = page.getByRole('table', { name: 'Zdarzenia' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'false');

  await test.step('the first row on the first screen, nothing of it cut off', async () => {
    const row = await firstRow.boundingBox();
    expect(row && row.y + row.height).toBeLessThanOrEqual(PHONE.height);
    await expect(firstRow.getByText(/^(Przetworzone|Oczekuje|Nie powiodło się)$/)).toBeInViewport({
      ratio: 1,
    });
    expect(await overflowOf(page.locator('[data-slot="data-table"]'))).toBe(0);
  });

  await test.step('the filters unfold from a button that counts the ones set', async () => {
    const filters = page.getByRole('button', { name: /^Filtry/ });
    await expect(filters).toContainText('1');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    const status = page.getByRole('button', { name: /^Status/ });
    await expect(status).toBeHidden();
    // The search stays at hand.
    await expect(page.getByRole('textbox', { name: 'Szukaj' })).toBeInViewport();

    await filters.click();

    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(status).toBeVisible();
    await expect(page.getByRole('button', { name: /^Źródło/ })).toContainText('2');
  });
});

test('/analytics shows every filter’s value whole, one filter a row', async ({ page }) => {
  await page.goto('/analytics');
  const bar = page.getByRole('group', { name: 'Filtry' });
  await expect(bar.getByRole('combobox', { name: 'Domena' })).toHaveText('Wszystkie domeny');

  await bar.getByRole('combobox', { name: 'Domena' }).click();
  await page.getByRole('option', { name: 'academy.example.net' }).click();
  await expect(bar.getByRole('combobox', { name: 'Domena' })).toHaveText('academy.example.net');

  const width = (await bar.boundingBox())?.width ?? 0;
  const controls = bar.locator('[data-slot="select-trigger"], input');
  await expect(controls).toHaveCount(4);
  for (const control of await controls.all()) {
    expect(Math.round((await control.boundingBox())?.width ?? 0)).toBe(Math.round(width));
  }
  for (const value of await bar.locator('[data-slot="select-value"]').all()) {
    expect(await overflowOf(value), (await value.textContent()) ?? undefined).toBe(0);
  }
});

test.describe('as the administrator', () => {
  test.use({ storageState: signedInState('admin') });

  test('a list of many pages keeps its pager within the phone, the first, current and last page in it', async ({
    page,
    request,
  }) => {
    const { email, password } = ACCOUNTS.admin;
    const login = await request.post('/api/v1/auth/login', { data: { email, password } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}` };
    // One account's history of 71 entries: eight pages of ten, whoever else the server has seen.
    const created = await request.post('/api/v1/admin/users', {
      headers,
      data: { name: 'Pager 0', email: `e2e-pager-${Date.now()}@example.com`, password: 'Stronicowanie123' },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    for (let edit = 1; edit <= 70; edit += 1) {
      const updated = await request.put(`/api/v1/admin/users/${id}`, {
        headers,
        data: { name: `Pager ${edit}` },
      });
      expect(updated.ok()).toBe(true);
    }

    await page.goto(`/admin/activity-logs?subject_type=user&subject_id=${id}&page=4`);
    const pager = page.getByRole('navigation', { name: 'Paginacja' });
    await expect(pager.getByRole('button', { name: 'Strona 4' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: /^Strona / })).toHaveText(['1', '4', '8']);
    expect(await overflowOf(page.locator('html'))).toBe(0);
  });
});
