import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './accounts';
import { CARDS, checkoutThroughApi, domainIdOf, pageBearer, payOnSandbox } from './billing-checkout';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, POLISH_BOTH_ENGLISH_LAPTOP, PICTURES } from './photograph';

// Pictures of billing, light and dark, in Polish and English (phone and laptop), as the seeded owner sees
// it (tests/e2e/photograph.ts): /billing, the sandbox's checkout page and both checkout outcomes.
test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

// The domain the pictures buy a plan for: the seeded one without a plan, which the flow test leaves alone.
const DOMAIN = 'new-store.example.com';

/** /billing whole: every domain's subscription, the plans and their comparison, the invoices. */
async function billingWhole(page: Page) {
  await expect(page.locator('[data-plan]')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(2);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

/** A checkout screen whose outcome has arrived. */
async function outcomeShown(page: Page) {
  await expect(
    page.locator('[data-slot="card"] [role="alert"], [data-slot="card"] [role="status"]').first(),
  ).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

test('screenshots of /billing', PICTURES, async ({ page }) => {
  await photograph(page, {
    name: 'billing',
    path: '/billing',
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: billingWhole,
  });
});

test('screenshots of a plan change checked before checkout', PICTURES, async ({ page }) => {
  // shop.example.com on Pro moving down to Starter: the server's answer (refused for usage, or the
  // downgrade's credit) under the cards.
  const shop = await domainIdOf(page, await pageBearer(page), 'shop.example.com');
  await photograph(page, {
    name: 'billing-plan-check',
    path: `/billing?domain=${shop}&plan=starter-monthly`,
    shots: POLISH_BOTH_ENGLISH_LAPTOP,
    ready: async (shown) => {
      await expect(shown.locator('[data-slot="plan-change-check"][aria-busy="false"]')).toBeVisible();
      await billingWhole(shown);
    },
  });
});

test('screenshots of the sandbox checkout page and both outcomes', PICTURES, async ({ page }) => {
  test.setTimeout(240_000);
  const bearer = await pageBearer(page);

  // The sandbox's page speaks the language the checkout was started in and follows the system's theme.
  for (const language of ['pl', 'en'] as const) {
    const open = await checkoutThroughApi(page, bearer, { domain: DOMAIN, plan: 'pro-monthly', language });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const { size, width, height } of BOTH_LANGUAGES_BOTH_SIZES.filter(
        (shot) => shot.language === language,
      )) {
        await page.setViewportSize({ width, height });
        await page.goto(open.checkout_url);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('form button[type="submit"]')).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/checkout-page-${language}-${size}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Declined first: the domain has no plan yet, so the paid checkout after it is still allowed.
  const declined = await checkoutThroughApi(page, bearer, { domain: DOMAIN, plan: 'starter-monthly' });
  await page.goto(declined.checkout_url);
  await payOnSandbox(page, CARDS.declined);
  await expect(page).toHaveURL(/\/checkout\/failed\?session_id=/);
  const paid = await checkoutThroughApi(page, bearer, { domain: DOMAIN, plan: 'starter-monthly' });
  await page.goto(paid.checkout_url);
  await payOnSandbox(page, CARDS.pays);
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);

  await photograph(page, {
    name: 'checkout-failed',
    path: `/checkout/failed?session_id=${declined.session_id}`,
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: outcomeShown,
  });
  await photograph(page, {
    name: 'checkout-success',
    path: `/checkout/success?session_id=${paid.session_id}`,
    shots: BOTH_LANGUAGES_BOTH_SIZES,
    ready: outcomeShown,
  });
});
