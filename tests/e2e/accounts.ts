import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts (DESIGN.md) and where each one lands after signing in. */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin12345', landing: '/admin/dashboard' },
  support: { email: 'support@example.com', password: 'Support12345', landing: '/admin/dashboard' },
  owner: { email: 'owner@example.com', password: 'Owner12345', landing: '/dashboard' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** The browser state (local storage with the session) the sign-in setup saved for the account. */
export function signedInState(name: AccountName): string {
  return `test-results/.auth/${name}.json`;
}

/**
 * Fills and sends the login form on the open login screen, in whatever language it shows, by the
 * fields' autocomplete roles rather than their translated labels.
 */
export async function submitLoginForm(page: Page, name: AccountName) {
  const { email, password } = ACCOUNTS[name];
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Signs in through the login screen and waits for the account's dashboard in the account's language
 * (Polish for every demo account), so a saved browser state holds that language, not the detected one.
 */
export async function signIn(page: Page, name: AccountName) {
  await page.goto('/auth/login');
  await submitLoginForm(page, name);
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS[name].landing}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
}
