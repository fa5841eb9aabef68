import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the focused element shows of its focus: `null` when nothing but the page has focus, else whether
 * the browser matches `:focus-visible` there and whether something is drawn for it: an outline, or a
 * Tailwind ring (its `--tw-ring-shadow`, so a resting `shadow-xs` does not count), on the element or on
 * its parent (a radio drawn by its label, `has-focus-visible:`). An element whose active option is its
 * focus (aria-activedescendant, the palette's combobox) counts by that option being marked selected.
 */
function focusShown(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const drawn = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      const ring = ['--tw-ring-shadow', '--tw-inset-ring-shadow'].some((name) => {
        const value = style.getPropertyValue(name).trim();
        return value !== '' && value !== '0 0 #0000';
      });
      return outline || ring;
    };
    const activeId = focused.getAttribute('aria-activedescendant');
    const active = activeId ? document.getElementById(activeId) : null;
    return {
      element: `${focused.tagName.toLowerCase()} ${focused.getAttribute('aria-label') ?? focused.textContent.trim().slice(0, 40)}`,
      visible:
        focused.matches(':focus-visible') &&
        (drawn(focused) || drawn(focused.parentElement) || active?.getAttribute('aria-selected') === 'true'),
    };
  });
}

/** Fails unless something other than the page has focus and shows it. */
export async function expectFocusVisible(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await focusShown(page);
      return shown === null ? 'the page itself' : shown.visible ? 'visible' : `hidden on ${shown.element}`;
    })
    .toBe('visible');
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at every stop that the focus
 * is shown: the keyboard user's way to a control. Fails after `limit` stops.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} was not reached within ${limit} presses of Tab`);
}

/** Fails unless focus is back on `trigger` (after a dialog or menu it opened has closed), and shown. */
export async function expectFocusBackOn(page: Page, trigger: Locator): Promise<void> {
  await expect(trigger).toBeFocused();
  await expectFocusVisible(page);
}

/**
 * Leaves the open `popup` (a dialog, sheet, menu or list) by Escape: it closes, and the focus is back on
 * `trigger`, shown.
 */
export async function escapeBackTo(page: Page, popup: Locator, trigger: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expectFocusBackOn(page, trigger);
}
