import { expect, test } from '@playwright/test';
import { watchRequestBodies } from './contract-bodies';
import { linkFromMail } from './mailbox';

// The server refuses (422) a body field its contract does not list. A new user, in English, walks the
// main forms end to end: registration, email verification, sign-in, profile, password, a new domain with
// a destination, its services, a test event and its preview, a support ticket and a reply. Every request
// body the screens send is checked against the contract, and every form must go through.
test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', JSON.stringify({ value: 'en', storedAt: Date.now() }));
    localStorage.setItem('lang', 'en');
  });
});

/** The operations the walk's forms send; the screens send others on their own (language detection, sign-in refresh…). */
const FORM_OPERATIONS = [
  'register',
  'login',
  'updateProfile',
  'changePassword',
  'createDomain',
  'updateDomainServices',
  'previewEvent',
  'ingestEvents',
  'createTicket',
  'createTicketMessage',
  'setDomainServiceEnabled',
];

const PASSWORD = 'Bodies123x';
const NEW_PASSWORD = 'Bodies456y';

test('the main forms send only the fields the contract lists, and each goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const bodies = watchRequestBodies(page);
  const email = `e2e-bodies-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const domain = `bodies-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example.com`;

  await test.step('register and verify the address', async () => {
    await page.goto('/auth/register');
    const passwords = page.locator('input[autocomplete="new-password"]');
    await page.locator('input[autocomplete="name"]').fill('Body Checker');
    await page.locator('input[autocomplete="email"]').fill(email);
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/auth\/email-verification$/);
    await page.goto(await linkFromMail(request, email, /\/auth\/email\/verify\//));
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('sign out and in again', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('edit the profile', async () => {
    await page.goto('/settings/profile');
    await page.getByLabel('Display name').fill('Body Checker Renamed');
    await page.getByLabel('Company').fill('Tracklane QA');
    await page.getByLabel('Time zone').selectOption('America/New_York');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
  });

  await test.step('change the password', async () => {
    await page.goto('/settings/change-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
  });

  await test.step('add a domain with Meta, edit its destinations and pause one', async () => {
    await page.goto('/domains/add');
    await page.getByLabel('Domain', { exact: true }).fill(domain);
    const meta = page.getByRole('region', { name: 'Meta Conversions API' });
    await meta.getByRole('checkbox', { name: 'Meta Conversions API' }).click();
    await meta.getByLabel('Pixel ID').fill('104857600012345');
    await meta.getByLabel('Access token').fill('EAAB-e2e-token');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByLabel('API key')).toHaveText(/^tl_/);
    await page.getByRole('link', { name: 'Go to the domain' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(domain);
    await page.getByRole('button', { name: 'Edit destinations' }).click();
    const editing = page.getByRole('form', { name: 'Edit destinations' });
    await editing.getByLabel('Pixel ID').fill('104857600054321');
    await editing.getByRole('button', { name: 'Save destinations' }).click();
    await expect(page.getByText('Destinations saved')).toBeVisible();
    await page.getByRole('button', { name: 'Pause Meta Conversions API' }).click();
    await expect(page.getByText('Meta Conversions API paused')).toBeVisible();
  });

  await test.step('preview and send a test event', async () => {
    await page.goto('/events/test');
    await page.getByLabel('Domain').selectOption({ label: domain });
    await page.getByLabel('Template').selectOption({ label: 'Purchase (with value)' });
    const eventId = await page.getByRole('textbox', { name: 'Event ID' }).inputValue();
    const previews = page.getByRole('region', { name: 'What each destination would receive' });
    await expect(previews.getByRole('group', { name: 'Meta Conversions API' })).toContainText(eventId);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('region', { name: 'Sent in this session' })).toContainText('Accepted');
  });

  await test.step('open a support ticket and reply to it', async () => {
    await page.goto('/support/new');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Checking what the forms send');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Tracking and events' }).click();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Every body field should be one the contract lists.');
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await expect(page).toHaveURL(/\/support\/tickets\/[^/]+$/);
    await page.getByRole('textbox', { name: 'Your reply' }).fill('And a reply, for good measure.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  });

  expect(bodies.unlisted).toEqual([]);
  // The walk sent what it meant to: each form's operation was checked.
  expect(FORM_OPERATIONS.filter((operationId) => !bodies.checked.includes(operationId))).toEqual([]);
});
