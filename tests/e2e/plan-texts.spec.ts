import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signedInState, signInAs } from './accounts';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// The plans in the reader's language (their names, descriptions, features and the comparison's rows come
// from the server, stored in five languages) and the free trial's terms, on /billing and /domains/add.

/** What the seeded Starter plan and one comparison row say in each language. */
const WORDS = {
  pl: {
    starter: 'Starter (miesięcznie)',
    description: 'Na pierwszy sklep lub blog: zdarzenia z serwera do dwóch miejsc docelowych.',
    row: 'Własne zdarzenia',
    terms: 'Raz na nazwę domeny i najwyżej 3 na konto.',
  },
  en: {
    starter: 'Starter (monthly)',
    description: 'For a first shop or blog: server-side events to one destination pair.',
    row: 'Custom events',
    terms: 'Once per domain name, and at most 3 per account.',
  },
} as const;

/** Opens `path` in `language`, as a returning visitor whose stored choice it is. */
async function openIn(page: Page, path: string, language: keyof typeof WORDS) {
  await page.addInitScript((chosen) => {
    localStorage.setItem('language', JSON.stringify({ value: chosen, storedAt: Date.now() }));
    localStorage.setItem('lang', chosen);
  }, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** /billing whole: the plans and their comparison, nothing loading. */
async function plansShown(page: Page) {
  // The seeded plans; other tests (the plans journey) may offer plans of their own meanwhile.
  for (const plan of ['starter-monthly', 'pro-monthly', 'business-monthly'])
    await expect(page.locator(`[data-plan="${plan}"]`)).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

test.describe('as the seeded owner', () => {
  test.use({ storageState: signedInState('owner') });

  for (const language of ['pl', 'en'] as const) {
    test(`/billing names the plans, their features and the comparison's rows in ${language}, and states the trial's terms`, async ({
      page,
    }) => {
      const words = WORDS[language];
      await openIn(page, '/billing', language);
      await plansShown(page);
      const starter = page.locator('[data-plan="starter-monthly"]');
      await expect(starter.getByRole('heading', { name: words.starter })).toBeVisible();
      await expect(starter.getByText(words.description)).toBeVisible();
      await expect(starter.getByText(words.terms)).toBeVisible();
      const comparison = page.getByRole('table').filter({ has: page.getByRole('rowheader') });
      await expect(comparison.getByRole('rowheader', { name: words.row })).toBeVisible();
    });
  }

  test('screenshots of /billing: the plan cards and their comparison', PICTURES, async ({ page }) => {
    test.setTimeout(240_000);
    await photograph(page, {
      name: 'plans-billing',
      path: '/billing',
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: plansShown,
    });
  });
});

test.describe('as a new owner in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('switching the language on /domains/add renames the plans at once, and the trial terms follow', async ({
    page,
    request,
  }) => {
    // An account of its own: the language picked here is saved to it.
    const account = await registerAccount(request, {
      tag: 'plan-texts',
      password: 'PlanTexts123',
      language: 'pl',
    });
    await signInAs(page, account);
    await page.goto('/domains/add');
    const plans = page.getByRole('radiogroup');
    await expect(
      plans.getByRole('radio', { name: new RegExp(WORDS.pl.starter.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
    await expect(
      page.getByText('Bezpłatne okresy próbne: raz na nazwę domeny i najwyżej 3 na konto.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Język: Polski' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    await expect(plans.getByRole('radio', { name: /Starter \(monthly\)/ })).toBeVisible();
    await expect(
      page.getByText('Free trials: once per domain name, and at most 3 per account.'),
    ).toBeVisible();
    await expect(page.getByText(WORDS.pl.starter)).toHaveCount(0);
  });
});
