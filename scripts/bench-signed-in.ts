// What the first-load benchmarks share for the signed-in visit of /dashboard: signing the seeded owner in
// through the login screen (the session then lives in the browser's local storage, as for a user).
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
