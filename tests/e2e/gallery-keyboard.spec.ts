import { expect, test } from '@playwright/test';
import { openGallery } from './gallery-helpers';

// Keyboard only: a locator's focus() puts the caret next to a widget, every action after it is a key.
// Widgets are found by role, test id or ARIA state, never by text, so the tests hold in every language.

test.describe('the widget gallery with the keyboard alone', () => {
  test.beforeEach(async ({ page }) => {
    await openGallery(page);
  });

  test('dropdown: Enter opens, arrows move, ArrowRight opens the submenu, Escape closes back to the trigger', async ({
    page,
  }) => {
    const trigger = page.getByTestId('gallery-dropdown');
    await trigger.focus();

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toHaveCount(1);
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    // The third item is disabled, so the next stop is the submenu's parent.
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(3)).toBeFocused();
    await expect(items.nth(3)).toHaveAttribute('aria-haspopup', 'menu');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('menu')).toHaveCount(2);
    const submenu = page.getByRole('menu').nth(1);
    await expect(submenu.getByRole('menuitem').first()).toBeFocused();

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('menu')).toHaveCount(1);
    await expect(items.nth(3)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('dropdown: Enter on a submenu item selects it and closes the menu', async ({ page }) => {
    const trigger = page.getByTestId('gallery-dropdown');
    await trigger.focus();

    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    // One key at a time, each landing before the next (a busy runner may lag a key behind).
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    // The disabled 'Transfer' is skipped.
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const submenuItems = page.getByRole('menu').nth(1).getByRole('menuitem');
    await expect(submenuItems.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(submenuItems.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByTestId('gallery-dropdown-choice')).toContainText('export-json');
    await expect(trigger).toBeFocused();
  });

  test('select: Enter or Space opens it, arrows move, Enter picks, Escape leaves it unchanged', async ({
    page,
  }) => {
    const trigger = page.getByTestId('gallery-select');
    await trigger.focus();

    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(listbox).toHaveCount(0);
    await expect(trigger).toHaveText('Europe/Berlin');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(trigger).toHaveText('Europe/Berlin');
  });

  test('tooltip: reaching the trigger with Tab shows it, Escape hides it', async ({ page }) => {
    const trigger = page.getByTestId('gallery-tooltip');
    // On screen first: a tooltip closes when the page scrolls, as Tab scrolling to its trigger would do.
    await trigger.scrollIntoViewIfNeeded();
    // Two stops before the tooltip: the click dropdown, then the hover one.
    await page.getByTestId('gallery-dropdown').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();

    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveCount(1);
    await expect(trigger).toHaveAttribute('aria-describedby', /.+/);

    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('sidebar sheet on a phone: Enter opens it, focus stays inside, Escape closes back to the button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The sidebar's opener, not a date picker's (which opens a dialog too).
    const opener = page.getByRole('button', { name: /^(Open menu|Otwórz menu)$/ });
    await opener.focus();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    // More Tab presses than the sheet has stops: the focus has to wrap around inside it.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('table: Tab reaches a sortable header, Enter sorts ascending then descending, the URL keeps it', async ({
    page,
  }) => {
    const selectAll = page.locator('thead button[role="checkbox"]');
    const header = page.locator('th[aria-sort]').first();
    const firstDomain = page.locator('tbody tr').first().locator('td').nth(1);
    await selectAll.focus();

    await page.keyboard.press('Tab');
    await expect(header.locator('button')).toBeFocused();
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstDomain).toHaveText('blog.example.com');
    await expect(page).toHaveURL(/sort=name/);

    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstDomain).toHaveText('travel.example.com');
    await expect(page).toHaveURL(/order=desc/);

    await page.reload();
    await expect(page.locator('th[aria-sort]').first()).toHaveAttribute('aria-sort', 'descending');
  });

  test('shows where the focus is: a button reached with Tab draws a ring', async ({ page }) => {
    // The gallery's contents: the first navigation of its main part.
    const contents = page.locator('main nav').first().locator('a').last();
    await contents.focus();
    // The first stop after the contents is the first button of the actions section.
    await page.keyboard.press('Tab');
    const button = page.locator(':focus');
    await expect(button).toHaveAttribute('data-slot', 'button');
    const ring = (node: Element) => {
      const computed = getComputedStyle(node);
      return `${computed.outlineStyle} ${computed.boxShadow}`;
    };
    const whenFocused = await button.evaluate(ring);

    await page.keyboard.press('Shift+Tab');
    await expect(contents).toBeFocused();
    const whenLeft = await page.locator('[data-slot="button"]').first().evaluate(ring);

    // Buttons have a shadow of their own, so the ring shows as a change, not as any shadow at all.
    expect(whenFocused).not.toBe(whenLeft);
    expect(whenFocused).not.toBe('none none');
  });
});
