import { expect, test, type Locator } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';
import { E2E_OUTPUT_DIR } from './output-dir';

// Issue 26, item 17: a toast never hides the page's title or the buttons beside it, on a phone or a
// laptop. The browser sessions page has both, and signing another browser out there toasts.

const SCREENS = [
  { size: 'phone', width: 360, height: 740 },
  { size: 'laptop', width: 1366, height: 768 },
] as const;

/** The words the test clicks and waits for, in the account's language. */
const WORDS = {
  en: {
    list: 'Signed-in browsers',
    signOut: /^Sign out /,
    dialog: 'Sign out this browser?',
    confirm: 'Sign out',
    others: 'Sign out other browsers',
    done: 'The browser was signed out',
  },
  pl: {
    list: 'Zalogowane przeglądarki',
    signOut: /^Wyloguj /,
    dialog: 'Wylogować tę przeglądarkę?',
    confirm: 'Wyloguj się',
    others: 'Wyloguj inne przeglądarki',
    done: 'Przeglądarka została wylogowana',
  },
} as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

for (const screen of SCREENS) {
  for (const language of ['pl', 'en'] as const) {
    test(`on a ${screen.width} px ${screen.size} in ${language}, a toast leaves the page's title and its actions in view`, async ({
      page,
      request,
    }) => {
      const words = WORDS[language];
      await page.setViewportSize({ width: screen.width, height: screen.height });
      // No animation: the toast's box is where it stays as soon as it is shown.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const account = await registerAccount(request, {
        tag: 'toast-place',
        password: 'Toasted12345',
        language,
      });
      // A second session to sign out: the API's own sign-in.
      const other = await request.post('/api/v1/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(other.ok()).toBe(true);
      await signInAs(page, account);

      await page.goto('/settings/browser-sessions');
      const list = page.getByRole('list', { name: words.list });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await list.getByRole('button', { name: words.signOut }).click();
      await page
        .getByRole('alertdialog', { name: words.dialog })
        .getByRole('button', { name: words.confirm, exact: true })
        .click();
      const toast = page.locator('[data-sonner-toast][data-mounted="true"]');
      await expect(toast).toContainText(words.done);

      const header = page.locator('[data-slot="page-header"]');
      const title = header.getByRole('heading', { level: 1 });
      const action = header.getByRole('button', { name: words.others });
      const toastBox = await boxOf(toast);
      expect(overlaps(toastBox, await boxOf(title)), 'the toast covers the title').toBe(false);
      expect(overlaps(toastBox, await boxOf(action)), 'the toast covers the header’s button').toBe(false);
      // And it stays within the screen, below the bar at its top.
      const bar = await boxOf(page.locator('header').first());
      expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(screen.height);
      await page.screenshot({
        path: `${E2E_OUTPUT_DIR}/screenshots/toast-placement-${language}-${screen.size}.png`,
      });
    });
  }
}
