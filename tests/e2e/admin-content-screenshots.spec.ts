import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the mail templates' matrix and a template's editor, and of the pages list and a page's
// editor (tests/e2e/photograph.ts), light and dark, in Polish and English at 360 and 1366 px, as the
// administrator, on the seeded templates and pages.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

async function matrixShown(page: Page) {
  await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible();
}

async function templateShown(page: Page) {
  await expect(page.locator('form').first()).toBeVisible();
  // A sandboxed frame paints once on screen (Chromium leaves an off-screen one blank in a full-page picture).
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').locator('a').first()).toBeVisible();
}

async function listShown(page: Page) {
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function pageShown(page: Page) {
  await expect(page.locator('form').first()).toBeVisible();
  await expect(page.getByTestId('page-preview').getByRole('heading').first()).toBeVisible();
}

test.describe('the mail templates and pages screens', PICTURES, () => {
  test('screenshots of /admin/mail-templates, a template’s editor, /admin/pages and a page’s editor', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const { email, password } = ACCOUNTS.admin;
    const login = await request.post('/api/v1/auth/login', { data: { email, password } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const listed = await request.get('/api/v1/admin/pages?filter[slug]=privacy-policy&filter[language]=pl', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [privacy] = ((await listed.json()) as { data: { id: string }[] }).data;
    if (!privacy) throw new Error('the Polish privacy policy is not seeded');

    await photograph(page, {
      name: 'admin-mail-templates',
      path: '/admin/mail-templates',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: matrixShown,
    });
    await photograph(page, {
      name: 'admin-mail-template-edit',
      path: '/admin/mail-templates/auth.password_reset?language=de',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: templateShown,
    });
    await photograph(page, {
      name: 'admin-pages',
      path: '/admin/pages',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });
    await photograph(page, {
      name: 'admin-page-edit',
      path: `/admin/pages/${privacy.id}/edit`,
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: pageShown,
    });
  });
});
