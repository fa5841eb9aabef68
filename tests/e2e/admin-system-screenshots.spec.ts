import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { photograph, POLISH_BOTH_ENGLISH_LAPTOP, PICTURES } from './photograph';

// Pictures of the system screen (tests/e2e/photograph.ts), light and dark, in Polish and English at 360
// and 1366 px, on the demo server: the health checks with the versions, and the server's log lines.

/** A tab once its data has arrived: no placeholder left. */
function shown(content: (page: Page) => ReturnType<Page['getByRole']>) {
  return async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(content(page).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };
}

test.describe('the system screen', PICTURES, () => {
  test.use({ storageState: signedInState('admin'), locale: 'pl-PL' });

  test('screenshots of /admin/system, its health and its logs', async ({ page }) => {
    test.setTimeout(240_000);
    await photograph(page, {
      name: 'admin-system-health',
      path: '/admin/system',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: shown((screen) =>
        screen.getByRole('listitem').filter({ has: screen.getByRole('heading', { level: 3 }) }),
      ),
    });
    await photograph(page, {
      name: 'admin-system-logs',
      path: '/admin/system?tab=logs',
      shots: POLISH_BOTH_ENGLISH_LAPTOP,
      ready: shown((screen) => screen.getByRole('combobox')),
    });
  });
});
