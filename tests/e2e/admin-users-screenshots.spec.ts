import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES, POLISH_BOTH_ENGLISH_LAPTOP } from './photograph';

// Pictures of the users list (and its new-user sheet) and a user's page (tests/e2e/photograph.ts), light and dark, in Polish and
// English at 360 and 1366 px, as the administrator, on the demo data: the owner's page has domains,
// subscriptions, tickets and sessions to show.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** The list once its rows have arrived. */
async function listShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The user's page once its header and first tab are there. */
async function pageShown(page: Page) {
  await expect(page.locator('[data-slot="record-header"] h1')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

test.describe('the users screens', PICTURES, () => {
  test('screenshots of /admin/users and the owner’s page', async ({ page, request }) => {
    test.setTimeout(480_000);
    await photograph(page, {
      name: 'admin-users',
      path: '/admin/users',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });

    await photograph(page, {
      name: 'admin-users-new',
      path: '/admin/users',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: async (shown) => {
        await listShown(shown);
        await shown.locator('[data-slot="page-header"] button').click();
        await expect(shown.getByRole('dialog')).toBeVisible();
      },
    });

    const { email, password } = ACCOUNTS.admin;
    const login = await request.post('/api/v1/auth/login', { data: { email, password } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const found = await request.get(`/api/v1/admin/users?search=${ACCOUNTS.owner.email}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [owner] = ((await found.json()) as { data: { id: string }[] }).data;
    expect(owner).toBeDefined();
    for (const tab of ['profile', 'domains']) {
      await photograph(page, {
        name: `admin-user-${tab}`,
        path: `/admin/users/${owner?.id ?? ''}${tab === 'profile' ? '' : `?tab=${tab}`}`,
        shots: BOTH_LANGUAGES_BOTH_SIZES,
        ready: pageShown,
      });
    }
  });
});
