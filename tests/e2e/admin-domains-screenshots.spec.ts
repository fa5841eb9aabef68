import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';
import { settled } from './settled';

// Pictures of every owner's domains (tests/e2e/photograph.ts), light and dark, in Polish and English at
// 360 and 1366 px, as the administrator, on the demo data: the list, and the demo owner's first domain's
// page on its overview and its tracking subdomain tabs.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** The list once its rows have arrived. */
async function listShown(page: Page) {
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await settled(page);
}

/** The domain's page once its header and tab are there. */
async function pageShown(page: Page) {
  await expect(page.locator('[data-slot="record-header"] h1')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await settled(page);
}

test.describe('the admin domains screens', PICTURES, () => {
  test('screenshots of /admin/domains and a domain’s page', async ({ page, request }) => {
    test.setTimeout(480_000);
    await photograph(page, {
      name: 'admin-domains',
      path: '/admin/domains',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });

    const { email, password } = ACCOUNTS.admin;
    const login = await request.post('/api/v1/auth/login', { data: { email, password } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const found = await request.get('/api/v1/admin/domains', {
      headers: { Authorization: `Bearer ${token}` },
      params: { search: ACCOUNTS.owner.email, sort: 'name', order: 'asc' },
    });
    const [domain] = ((await found.json()) as { data: { id: string }[] }).data;
    expect(domain).toBeDefined();
    for (const tab of ['overview', 'tracking']) {
      await photograph(page, {
        name: `admin-domain-${tab}`,
        path: `/admin/domains/${domain?.id ?? ''}${tab === 'overview' ? '' : `?tab=${tab}`}`,
        shots: BOTH_LANGUAGES_BOTH_SIZES,
        ready: pageShown,
      });
    }
  });
});
