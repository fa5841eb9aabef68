import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Pictures of the languages list (with completeness per group), a language's messages and a plural
// message's editor with its Polish forms and samples (tests/e2e/photograph.ts), light and dark, in Polish
// and English at 360 and 1366 px, as the administrator, on the seeded catalogs. Nothing is saved.

test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

/** A list once its rows have arrived. */
async function listShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The editor of the events count, opened from the list's search. */
async function pluralEditorShown(page: Page) {
  await listShown(page);
  const table = page.getByRole('table').first();
  await expect(
    table.locator('[lang="en"]', { hasText: 'one {# event} other {# events}}' }).first(),
  ).toBeVisible();
  await table.locator('tbody tr').first().locator('td').last().getByRole('button').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.locator('[data-sample="22"]')).toBeVisible();
}

test.describe('the languages screens', PICTURES, () => {
  test('screenshots of /admin/languages, a language’s messages and a plural message’s editor', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await photograph(page, {
      name: 'admin-languages',
      path: '/admin/languages',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });
    await photograph(page, {
      name: 'admin-language-messages',
      path: '/admin/languages/pl',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: listShown,
    });
    await photograph(page, {
      name: 'admin-language-plural-editor',
      path: `/admin/languages/pl?search=${encodeURIComponent('one {# event} other {# events}}')}`,
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: pluralEditorShown,
    });
  });
});
