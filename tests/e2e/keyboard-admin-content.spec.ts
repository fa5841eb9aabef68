import { expect, test, type Page } from '@playwright/test';
import { administratorToken, journeyAdministrator } from './journey-administrator';
import { escapeBackTo, expectFocusBackOn, tabTo } from './keyboard';

// Issue 31's keyboard journey through the admin panel's third part, languages, mail templates and pages,
// with the keyboard alone, in Polish. A translation and a mail are edited but never saved (every screen
// reads them); the page it creates is a draft of its own administrator's, deleted at the end.

const PASSWORD = 'Klawiatura12345';

test.use({ locale: 'pl-PL' });

/** Signs `email` in on the login screen by typing, as a keyboard user does. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/auth/login');
  const address = page.locator('input[autocomplete="username"]');
  // Tab once the form is there: before, the focus would leave the empty page for the browser.
  await expect(address).toBeVisible();
  await tabTo(page, address);
  await page.keyboard.type(email);
  await tabTo(page, page.locator('input[autocomplete="current-password"]'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('an administrator opens a German translation, edits a mail unsaved, and creates and deletes a draft page, by keyboard', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const email = `e2e-kb-content-${stamp}@example.com`;
  await journeyAdministrator(request, await administratorToken(request), {
    name: 'Klara Klawiatura',
    email,
    password: PASSWORD,
    language: 'pl',
  });
  await signInByKeyboard(page, email);
  const sidebar = page.getByRole('navigation', { name: 'Główne' });
  const main = page.getByRole('main');

  // 1. The German translation editor: a message's dialog, typed into, left by Escape and by Close
  // unsaved, the focus back on its row's button each time.
  await page.goto('/admin/languages/de');
  const edit = main.getByRole('button', { name: /^Edytuj / }).first();
  await expect(edit).toBeVisible();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Tłumaczenie: Niemiecki' });
  const translation = editor.getByRole('textbox', { name: 'Tłumaczenie' });
  await expect(translation).toBeFocused();
  const saved = await translation.inputValue();
  await page.keyboard.press('End');
  await page.keyboard.type(' (Test)');
  await expect(translation).toHaveValue(`${saved} (Test)`);
  await escapeBackTo(page, editor, edit);
  await page.keyboard.press('Enter');
  await expect(translation).toHaveValue(saved);
  await tabTo(page, editor.getByRole('button', { name: 'Zamknij' }));
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expectFocusBackOn(page, edit);

  // 2. The Polish password-reset mail: a subject typed shows in the preview at once, and is not saved.
  await page.goto('/admin/mail-templates/auth.password_reset?language=pl');
  const template = main.getByRole('form');
  const subject = template.getByRole('textbox', { name: 'Temat' });
  await expect(subject).not.toHaveValue('');
  await tabTo(page, subject);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Nowe hasło ${stamp}`);
  await expect(page.getByTestId('preview-subject')).toHaveText(`Nowe hasło ${stamp}`);

  // 3. A new page, its form filled and sent by keyboard alone; it opens as a draft, then its deletion is
  // asked, left by Escape (focus back on Delete) and confirmed.
  await tabTo(page, sidebar.getByRole('link', { name: 'Strony' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pages/);
  const newPage = main.getByRole('link', { name: 'Nowa strona' });
  await expect(newPage).toBeVisible();
  await tabTo(page, newPage);
  await page.keyboard.press('Enter');
  const form = main.getByRole('form', { name: 'Strona' });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByRole('textbox', { name: 'Tytuł' }));
  await page.keyboard.type(`Notatki ${stamp}`);
  await tabTo(page, form.getByRole('textbox', { name: 'Adres' }));
  await page.keyboard.type(`e2e-klawiatura-${stamp}`);
  await tabTo(page, form.getByRole('textbox', { name: 'Treść (Markdown)' }));
  await page.keyboard.type('## Co nowego');
  await expect(
    main.getByRole('region', { name: 'Podgląd' }).getByRole('heading', { name: 'Co nowego' }),
  ).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: 'Utwórz stronę' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+\/edit$/);

  const remove = main.getByRole('button', { name: 'Usuń', exact: true });
  await expect(remove).toBeVisible();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await escapeBackTo(page, confirm, remove);
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: /^Usuń/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(main.getByText(`Notatki ${stamp}`)).toBeHidden();
});
