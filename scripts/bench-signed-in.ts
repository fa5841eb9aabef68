// What the first-load benchmarks share for the signed-in visit of /dashboard: signing the seeded owner in
// through the login screen (the session then lives in the browser's local storage, as for a user), and
// telling the charts' lazy chunk apart from the rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The signed-in page the benchmarks measure besides /auth/login. */
export const SIGNED_IN_PAGE = '/dashboard';

/** The seeded owner, whose data the dashboard shows. */
const OWNER = { email: 'owner@example.com', password: 'Owner12345' };

/**
 * Signs the seeded owner in on the server at `origin` through the login screen, by the fields' autocomplete
 * roles (whatever language the screen shows), and waits for the dashboard it lands on.
 */
export async function signInOwner(page: Page, origin: string) {
  await page.goto(`${origin}/auth/login`);
  await page.locator('input[autocomplete="username"]').fill(OWNER.email);
  await page.locator('input[autocomplete="current-password"]').fill(OWNER.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${origin}${SIGNED_IN_PAGE}`);
}

/**
 * Where a built file's sources show the charts: the visx libraries or the chart kit's component (not its
 * pure data helpers, which the screens' own data modules import).
 */
const CHART_SOURCE = /node_modules\/@visx\/|src\/components\/charts\/chart\.tsx$/;

/**
 * Whether the built JavaScript file `pathname` (e.g. `/assets/chart-….js` in `dist`) holds the charts,
 * read from the sources its source map names, so that a renamed or regrouped chunk is still found.
 */
export function isChartChunk(dist: string, pathname: string): boolean {
  try {
    const map = JSON.parse(readFileSync(join(dist, `${pathname}.map`), 'utf8')) as { sources?: string[] };
    return (map.sources ?? []).some((source) => CHART_SOURCE.test(source));
  } catch {
    return false;
  }
}
