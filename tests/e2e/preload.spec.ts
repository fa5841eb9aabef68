import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';

// The settings of the demo owner, in Polish (the account's language).
test.use({ locale: 'pl-PL', storageState: signedInState('owner') });

test('hovering a link to an account screen loads its data before the click', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/sessions') asked.push(request.method());
  });
  await page.goto('/settings');
  const link = page.getByRole('link', { name: /Sesje przeglądarki/ }).first();

  await link.hover();
  await expect.poll(() => asked).toEqual(['GET']);

  await link.click();
  await expect(page.getByRole('list', { name: 'Zalogowane przeglądarki' })).toBeVisible();
  // The screen showed what the hover brought: the list was not asked for again.
  expect(asked).toEqual(['GET']);
});
