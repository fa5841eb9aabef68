import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { administratorToken, journeyAdministrator } from './journey-administrator';
import { mailWithLink } from './mailbox';

// Issue 29's mail templates and pages, on the real screens and server. An English administrator edits the
// German password-reset mail; a German user who asks for a reset link gets those words (read back from
// the dev mailbox), and the template is reset to its built-in text. Then a page saved as a draft is not
// found at /p/{slug} until it is published, and shows there once it is.

const PASSWORD = 'Inhalte12345!';

async function signInEnglish(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a German mail template edited by staff is what a German user’s reset mail says, and a page shows at /p/{slug} once published', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const adminEmail = `e2e-content-${stamp}@example.com`;
  await journeyAdministrator(request, await administratorToken(request), {
    name: 'Content Keeper',
    email: adminEmail,
    password: PASSWORD,
    language: 'en',
  });
  const reader = await registerAccount(request, {
    tag: 'content-de',
    password: PASSWORD,
    name: 'Jonas Leser',
    language: 'de',
    verified: false,
  });

  const adminContext = await browser.newContext({ locale: 'en-GB' });
  const page = await adminContext.newPage();
  await signInEnglish(page, adminEmail);

  // 1. The German password-reset mail, from the template × language matrix.
  await page.goto('/admin/mail-templates');
  const matrix = page.getByRole('table', { name: 'Mail templates by language' });
  await matrix
    .getByRole('row', { name: /auth\.password_reset/ })
    .getByRole('link', { name: /^Deutsch:/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/mail-templates\/auth\.password_reset\?language=de$/);
  const form = page.getByRole('form', { name: 'Mail template' });
  await expect(form.getByText('{{ expires_minutes }}', { exact: true })).toBeVisible();
  const subject = `Neues Passwort ${stamp} für {{ name }}`;
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await expect(page.getByTestId('preview-subject')).toHaveText(`Neues Passwort ${stamp} für Anna Kowalska`);
  await form.getByRole('button', { name: 'Save' }).click();
  const languages = page.getByRole('navigation', { name: 'Languages of this template' });
  await expect(languages.getByRole('link', { name: /Deutsch/ })).toContainText('Customised');

  // 2. The German user asks for a reset link, in a German browser of their own.
  const readerContext = await browser.newContext({ locale: 'de-DE' });
  const readerPage = await readerContext.newPage();
  await readerPage.goto('/auth/forgot-password');
  await readerPage.locator('input[type="email"]').fill(reader.email);
  await readerPage.locator('form button[type="submit"]').click();
  const mail = await mailWithLink(request, reader.email, /\/auth\/reset-password\//);
  expect(mail.subject).toBe(`Neues Passwort ${stamp} für Jonas Leser`);
  await readerContext.close();

  // 3. Back to the built-in text, after confirming: the shared server's mail is as seeded again.
  await page.getByRole('button', { name: 'Reset to built-in' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to built-in' }).click();
  await expect(page.getByText('The same as the built-in text.')).toBeVisible();
  await expect(languages.getByRole('link', { name: /Deutsch/ })).toContainText('Built-in');

  // 4. A page saved as a draft: not found at /p/{slug}.
  const slug = `e2e-notes-${stamp}`;
  const title = `Release notes ${stamp}`;
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'New page' }).click();
  const pageForm = page.getByRole('form', { name: 'Page' });
  await pageForm.getByRole('textbox', { name: 'Title' }).fill(title);
  await pageForm.getByRole('textbox', { name: 'Address' }).fill(slug);
  await pageForm.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await pageForm
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill(`# ${title}\n\n## What is new\n\nExports.`);
  await expect(page.getByTestId('page-preview').getByRole('heading', { name: 'What is new' })).toBeVisible();
  await pageForm.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+\/edit$/);

  const visitorContext = await browser.newContext({ locale: 'en-GB' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/p/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  // 5. Published: the visitor's next visit shows it.
  const editForm = page.getByRole('form', { name: 'Page' });
  await editForm.getByRole('checkbox', { name: 'Published: visitors can read it' }).check();
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Open the page' })).toBeVisible();
  await visitor.goto(`/p/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('heading', { level: 2, name: 'What is new' })).toBeVisible();
  await visitorContext.close();

  // 6. Deleted again, after confirming, so the shared server's pages are as seeded.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete version' }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await adminContext.close();
});
