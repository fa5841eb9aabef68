import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES, POLISH_BOTH_ENGLISH_LAPTOP } from './photograph';

// Pictures of the payments screens (tests/e2e/photograph.ts), light and dark, in Polish and English at
// 360 and 1366 px, as the administrator, on the demo data: the list with the revenue figures and chart,
// a payment's page, and its refund dialog.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** The list once its figures and rows have arrived. */
async function listShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="chart"]')).toBeVisible();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The payment's page once its header and first tab are there. */
async function pageShown(page: Page) {
  await expect(page.locator('[data-slot="record-header"] h1')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

test.describe('the payments screens', PICTURES, () => {
  test('screenshots of /admin/payments, a payment’s page and its refund dialog', async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    await photograph(page, {
      name: 'admin-payments',
      path: '/admin/payments',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });

    const { email, password } = ACCOUNTS.admin;
    const login = await request.post('/api/v1/auth/login', { data: { email, password } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const found = await request.get(`/api/v1/admin/payments?search=${ACCOUNTS.owner.email}&per_page=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [payment] = ((await found.json()) as { data: { id: string }[] }).data;
    expect(payment).toBeDefined();
    const path = `/admin/payments/${payment?.id ?? ''}`;
    await photograph(page, {
      name: 'admin-payment',
      path,
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: pageShown,
    });
    await photograph(page, {
      name: 'admin-payment-refund',
      path,
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: async (shown) => {
        await pageShown(shown);
        const header = shown.locator('[data-slot="record-header"]');
        const direct = header.getByRole('button', { name: /^(Zwróć|Refund)$/ });
        if (await direct.isVisible()) await direct.click();
        else {
          await header.getByRole('button', { name: /^(Akcje|Actions|Więcej akcji|More actions)$/ }).click();
          await shown.getByRole('menuitem', { name: /^(Zwróć|Refund)$/ }).click();
        }
        await expect(shown.getByRole('alertdialog')).toBeVisible();
      },
    });
  });
});
