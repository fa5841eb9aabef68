import { expect, test } from '@playwright/test';
import { signedInState } from './accounts';

// A refused form takes the user to what is wrong: on a phone, /domains/add is long enough that the name
// at its top is far above the button at its bottom.
test.use({ storageState: signedInState('owner'), locale: 'pl-PL', viewport: { width: 360, height: 740 } });

test.describe('on a 360 px phone, /domains/add refused', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/domains/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dodaj domenę');
  });

  test('without a name, the focus goes up to the name field, shown with its message', async ({ page }) => {
    const name = page.getByLabel('Domena', { exact: true });
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();

    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Wpisz nazwę domeny.')).toBeInViewport();
  });

  test('with a name the server says is taken, the focus goes up to it, shown with the server’s words', async ({
    page,
  }) => {
    const name = page.getByLabel('Domena', { exact: true });
    // The seeded owner's own domain: the server answers 422 on `name`.
    await name.fill('shop.example.com');
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();

    await expect(name).toBeFocused();
    await expect(name).toBeInViewport({ ratio: 1 });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('shop.example.com');
    await expect(page.getByText(/shop\.example\.com jest już zarejestrowana/)).toBeInViewport();
  });
});
