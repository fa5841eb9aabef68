import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { settled } from './settled';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, type ShellRoute } from './shell-route-list';

// The narrowest phones in use: no screen may be wider than the viewport.
test.use({ locale: 'pl-PL', viewport: { width: 360, height: 740 } });

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

function noSidewaysScroll(name: string, routes: readonly ShellRoute[]) {
  test(name, async ({ page }) => {
    test.setTimeout(routes.length * 10_000);
    for (const [path, , title] of routes) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(title);
        // Lists and pickers arrive after the title: measure once they are in.
        await settled(page);
        expect.soft(await overflow(page), `sideways scroll on ${path}`).toBe(0);
      });
    }
  });
}

test.describe('on a 360 px phone, signed out', () => {
  noSidewaysScroll('no route scrolls sideways', SIGNED_OUT_ROUTES);
});

test.describe('on a 360 px phone, signed in as the administrator', () => {
  test.use({ storageState: signedInState('admin') });
  noSidewaysScroll(
    'no route of the user side scrolls sideways',
    SIGNED_IN_ROUTES.filter(([path]) => !path.startsWith('/admin')),
  );
  noSidewaysScroll(
    'no route of the admin panel scrolls sideways',
    SIGNED_IN_ROUTES.filter(([path]) => path.startsWith('/admin')),
  );
});
