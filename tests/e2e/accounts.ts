import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './mailbox';
import { E2E_OUTPUT_DIR } from './output-dir';

/** The seeded demo accounts (DESIGN.md) and where each one lands after signing in. */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin12345', landing: '/admin/dashboard' },
  support: { email: 'support@example.com', password: 'Support12345', landing: '/admin/dashboard' },
  owner: { email: 'owner@example.com', password: 'Owner12345', landing: '/dashboard' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** The browser state (local storage with the session) the sign-in setup saved for the account. */
export function signedInState(name: AccountName): string {
  return `${E2E_OUTPUT_DIR}/.auth/${name}.json`;
}

/** Signs `account` in through the login screen and waits for the user dashboard. */
export async function signInAs(page: Page, account: NewAccount) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill(account.email);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
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

/** A new account of a test's own: its address and password. */
export interface NewAccount {
  email: string;
  password: string;
}

interface NewAccountOptions {
  /** Goes into the address, so the mailbox and the logs tell the journeys apart. */
  tag: string;
  password: string;
  name?: string;
  /** The account's language; English unless told. */
  language?: 'pl' | 'en' | 'es' | 'de' | 'fr';
  /** Opens the mailed verification link, as the account's owner would. */
  verified?: boolean;
}

/**
 * Registers a new account through the API, in English unless told, and ends the session registering started (the
 * API's, not a browser's): the account signs in only where a test signs it in. With `verified`, the
 * mailed verification link is opened too.
 */
export async function registerAccount(
  request: APIRequestContext,
  { tag, password, name = 'E2E Tester', language = 'en', verified = true }: NewAccountOptions,
): Promise<NewAccount> {
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    headers: { 'Accept-Language': language },
    data: {
      name,
      email,
      password,
      password_confirmation: password,
      language,
      timezone: 'Europe/Warsaw',
    },
  });
  expect(registered.status()).toBe(201);
  const { data } = (await registered.json()) as { data: { token: string } };
  const loggedOut = await request.post('/api/v1/auth/logout', {
    headers: { Authorization: `Bearer ${data.token}` },
  });
  expect(loggedOut.ok()).toBe(true);
  if (verified) {
    const link = new URL(await linkFromMail(request, email, /\/auth\/email\/verify\//));
    const confirmed = await request.get(
      `/api/v1/auth/verify-email/${link.pathname.replace('/auth/email/verify/', '')}${link.search}`,
    );
    expect(confirmed.ok()).toBe(true);
  }
  return { email, password };
}
