import { expect, test, type Page } from '@playwright/test';

import { signedInState } from './accounts';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, type ShellRoute } from './shell-route-list';

test.use({ locale: 'pl-PL' });

/** Collects what the page reports as broken: uncaught errors and console errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  return problems;
}

/**
 * One test per group: each route opens in the same tab, its cache warm as a user's would be, which takes a
 * second where a fresh browser per route took five. Each route is a step, and every check is soft, so a
 * failure names its route and the other routes are still checked.
 */
function showLayoutsAndTitles(name: string, routes: readonly ShellRoute[]) {
  test(name, async ({ page }) => {
    test.setTimeout(routes.length * 10_000);
    const problems = watchProblems(page);
    for (const [path, layout, title] of routes) {
      await test.step(`${path} shows the ${layout} layout and its title`, async () => {
        await page.goto(path);

        await expect.soft(page).toHaveURL(path);
        await expect.soft(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(title);
        expect.soft(problems.splice(0), `problems on ${path}`).toEqual([]);
      });
    }
  });
}

function redirects(from: string, to: string) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);

    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test.describe('the app shell routes, signed out', () => {
  showLayoutsAndTitles('each route shows its layout and its title', SIGNED_OUT_ROUTES);

  test('the gallery stays open on /auth/test-dark-mode, outside the layouts', async ({ page }) => {
    const problems = watchProblems(page);

    await page.goto('/auth/test-dark-mode');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galeria elementów');
    await expect(page.locator('[data-layout]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  redirects('/', '/auth/login');
  // Without a sign-in waiting for its second factor, the two-factor screens have nothing to verify.
  redirects('/auth/two-factor', '/auth/login');
  redirects('/auth/otp-verification', '/auth/login');

  for (const path of ['/no/such/page', '/auth/social/myspace/callback']) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
    });
  }
});

test.describe('the app shell routes, signed in as the administrator', () => {
  test.use({ storageState: signedInState('admin') });

  showLayoutsAndTitles(
    'each route of the user side shows its layout and its title',
    SIGNED_IN_ROUTES.filter(([path]) => !path.startsWith('/admin')),
  );
  showLayoutsAndTitles(
    'each route of the admin panel shows its layout and its title',
    SIGNED_IN_ROUTES.filter(([path]) => path.startsWith('/admin')),
  );
  redirects('/admin', '/admin/dashboard');
  redirects('/admin/settings', '/admin/settings/general');

  test('the user layout links the breadcrumbs back to the dashboard and marks the sidebar link', async ({
    page,
  }) => {
    await page.goto('/domains/add');

    const breadcrumb = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Pulpit', 'Domeny']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Dodaj domenę');
    await expect(page.getByRole('complementary').locator('[aria-current="page"]')).toHaveText('Domeny');

    await breadcrumb.getByRole('link', { name: 'Pulpit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulpit');
  });
});
