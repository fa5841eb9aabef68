import { expect, test } from '@playwright/test';
import { signedInState, signIn, submitLoginForm } from './accounts';

// The route guard of spec section 4 against the real server, in Polish (the demo accounts' language).
test.use({ locale: 'pl-PL' });

const NOT_FOUND = 'Nie znaleziono strony';

test.describe('signed out', () => {
  test('a protected route sends the visitor to login and back there after signing in', async ({ page }) => {
    await page.goto('/domains/add');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdomains%2Fadd$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaloguj się');

    await submitLoginForm(page, 'owner');

    await expect(page).toHaveURL(/\/domains\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dodaj domenę');
  });

  test('an admin route sends the visitor to login too, not to the not-found page', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fusers$/);
  });

  test('a return URL pointing off the site is ignored after signing in', async ({ page }) => {
    await page.goto('/auth/login?redirect=%2F%2Fevil.example%2Fphish');
    await submitLoginForm(page, 'owner');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });
});

test.describe('the owner, signed in', () => {
  test.use({ storageState: signedInState('owner') });

  test('a guest route sends the owner to the user dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulpit');
  });

  test('an admin route shows the not-found page', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/users', '/admin/settings/general']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('the administrator, signed in', () => {
  test.use({ storageState: signedInState('admin') });

  test('a guest route sends the administrator to the admin dashboard', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel administracyjny');
  });
});

test.describe('the support account, signed in', () => {
  test.use({ storageState: signedInState('support') });

  test('sees only its two admin areas, and the not-found page anywhere else in the admin area', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel administracyjny');
    const areas = page.getByRole('complementary').locator('nav a');
    await expect(areas).toHaveCount(2);
    expect(await areas.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/admin/dashboard',
      '/admin/support',
    ]);

    await areas.nth(1).click();
    await expect(page).toHaveURL(/\/admin\/support$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zgłoszenia do wsparcia');

    for (const path of ['/admin/users', '/admin/roles', '/admin/settings/general']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    }
  });
});

test('signing in as the administrator lands on the admin dashboard', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel administracyjny');
});
