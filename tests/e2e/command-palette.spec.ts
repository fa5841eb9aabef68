import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInState } from './accounts';

// Issue 31, the command palette on the real server and the demo data, in Polish, by the keyboard alone:
// the owner finds their shop domain and a ticket by typing, and is never offered an admin screen; the
// administrator finds the owner by email; the owner switches to the dark theme from it and finds the domain
// they opened among its recent items. Options are found by their targets (`data-href`), their keys
// (`data-key`) and the records' own texts, not by the palette's labels.

test.use({ locale: 'pl-PL' });

// The owner's demo ticket about the shop (server/src/db/seed/demo-support.ts).
const PURCHASE = 'Zdarzenia Purchase nie docierają do Meta';

const combobox = (page: Page) => page.getByRole('dialog').getByRole('combobox');
const options = (page: Page) => page.getByRole('dialog').getByRole('listbox').getByRole('option');

/** Opens the palette with Control+K on `path`, once the signed-in header (its search button) shows. */
async function openPalette(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('header button[aria-keyshortcuts]')).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(combobox(page)).toBeFocused();
}

/** Moves the active option with ArrowDown to the one that shows `text`, then opens it with Enter. */
async function openOption(page: Page, text: string) {
  return chooseOption(page, options(page).filter({ hasText: text }).first());
}

/** Moves the active option with ArrowDown to `wanted`, then chooses it with Enter; answers its target. */
async function chooseOption(page: Page, wanted: Locator) {
  await expect(wanted).toBeVisible();
  const wantedId = await wanted.getAttribute('id');
  const count = await options(page).count();
  for (let step = 0; step < count; step += 1) {
    if ((await combobox(page).getAttribute('aria-activedescendant')) === wantedId) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', wantedId ?? '');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  const href = await wanted.getAttribute('data-href');
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toBeHidden();
  return href ?? '';
}

/** Every option's target while the palette shows what is typed now. */
async function optionTargets(page: Page): Promise<string[]> {
  return options(page).evaluateAll((found) => found.map((option) => option.getAttribute('data-href') ?? ''));
}

test.describe('as the owner', () => {
  test.use({ storageState: signedInState('owner') });

  test('finds the shop domain and a ticket by typing, and opens them with Enter', async ({ page }) => {
    await openPalette(page, '/dashboard');
    await combobox(page).fill('shop.exa');
    const domainHref = await openOption(page, 'shop.example.com');
    expect(domainHref).toMatch(/^\/domains\/[^/]+$/);
    await expect(page).toHaveURL(domainHref);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('shop.example.com');

    await page.keyboard.press('Control+K');
    await combobox(page).fill('nie docierają do Meta');
    const ticketHref = await openOption(page, PURCHASE);
    expect(ticketHref).toMatch(/^\/support\/tickets\/[^/]+$/);
    await expect(page).toHaveURL(ticketHref);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(PURCHASE);
  });

  test('is never offered an admin screen, and Escape gives the focus back', async ({ page }) => {
    await openPalette(page, '/dashboard');
    // Nothing typed: every screen the owner may open.
    await expect(options(page).first()).toBeVisible();
    const screens = await optionTargets(page);
    expect(screens).toContain('/domains');
    expect(screens.filter((href) => href.startsWith('/admin'))).toEqual([]);

    // "Użytkownicy" and "Płatności" are admin screens' names; the owner's "Domeny" has an admin twin.
    for (const typed of ['Użytk', 'Płatn', 'Domen']) {
      await combobox(page).fill(typed);
      await expect(page.getByRole('dialog').getByRole('status')).not.toBeEmpty();
      expect((await optionTargets(page)).filter((href) => href.startsWith('/admin'))).toEqual([]);
    }

    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
    const searchButton = page.locator('header button[aria-keyshortcuts]');
    await searchButton.focus();
    await page.keyboard.press('Enter');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
    await expect(searchButton).toBeFocused();
  });
});

test.describe('the owner, from the palette', () => {
  test.use({ storageState: signedInState('owner'), colorScheme: 'light' });

  test('switches to the dark theme, which the header switch then shows', async ({ page }) => {
    await openPalette(page, '/dashboard');
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await chooseOption(page, page.getByRole('dialog').locator('[data-key="action:theme-dark"]'));

    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.locator('header input[type="radio"][value="dark"]')).toBeChecked();
    await expect(page.locator('header input[type="radio"][value="system"]')).not.toBeChecked();
  });

  test('lists a domain opened from it under Recent, and opens it from there', async ({ page }) => {
    await openPalette(page, '/dashboard');
    // Nothing opened from the palette yet: no recent items.
    await expect(options(page).first()).toBeVisible();
    await expect(page.getByRole('dialog').locator('[data-key^="recent:"]')).toHaveCount(0);
    await combobox(page).fill('shop.exa');
    const domainHref = await openOption(page, 'shop.example.com');
    await expect(page).toHaveURL(domainHref);

    await page.goto('/dashboard');
    await expect(page.locator('header button[aria-keyshortcuts]')).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(combobox(page)).toBeFocused();
    // The first group, before the screens: the recent items, the domain alone.
    const recent = page.getByRole('dialog').getByRole('group').first().getByRole('option');
    await expect(recent).toHaveCount(1);
    await expect(recent).toHaveAttribute('data-key', `recent:${domainHref}`);
    await expect(recent).toHaveText('shop.example.com');

    await chooseOption(page, recent);
    await expect(page).toHaveURL(domainHref);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('shop.example.com');
  });
});

test.describe('as the administrator', () => {
  test.use({ storageState: signedInState('admin') });

  test('finds the owner by email and opens their page', async ({ page }) => {
    await openPalette(page, '/admin/dashboard');
    await combobox(page).fill('owner@exa');
    const userHref = await openOption(page, 'owner@example.com');
    expect(userHref).toMatch(/^\/admin\/users\/[^/]+$/);
    await expect(page).toHaveURL(userHref);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('owner@example.com').first()).toBeVisible();
  });
});
