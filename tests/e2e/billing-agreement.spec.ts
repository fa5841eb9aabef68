import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';
import { CARDS, pageBearer, payOnSandbox } from './billing-checkout';
import { BOTH_LANGUAGES_BOTH_SIZES, photograph, PICTURES } from './photograph';

// Billing where its numbers and words must agree with what then happens (issue 26, items 8 and 12), with a
// new owner of the test's own. The server's APP_URL is http://127.0.0.1:<port> (playwright.config.ts);
// this file opens the dashboard at http://localhost:<port>, as someone does who types the address
// `npm start` prints: checkout must take them to payment and back there.
const PORT = Number(process.env.E2E_PORT ?? 4318);
const ELSEWHERE = `http://localhost:${PORT}`;
test.use({ baseURL: ELSEWHERE, locale: 'en-US' });

/** A new owner signed in at localhost, with the bearer token the page holds. */
async function newOwner(page: Page, request: APIRequestContext, tag: string) {
  const account = await registerAccount(request, { tag, password: 'Billing12345' });
  await signInAs(page, account);
  return pageBearer(page);
}

/** Adds a domain through the API, on `plan` (its free trial starts) or on none; answers its id. */
async function addDomain(page: Page, bearer: string, name: string, plan: string | null = null) {
  const added = await page.request.post('/api/v1/domains', {
    headers: { Authorization: bearer },
    data: { name, plan_slug: plan },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { data } = (await added.json()) as { data: { id: string } };
  return data.id;
}

/** Sets the domain's subscription to end with its period, as Cancel does. */
async function cancelAtPeriodEnd(page: Page, bearer: string, domainId: string) {
  const cancelled = await page.request.post(`/api/v1/subscriptions/${domainId}/cancel`, {
    headers: { Authorization: bearer },
    data: { at_period_end: true },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
}

/** The plan change's check under the cards, answered. */
const checkOf = (page: Page) => page.locator('[data-slot="plan-change-check"][aria-busy="false"]');

/** Picks the plan in the open check's card list and pays it on the sandbox's page, at localhost. */
async function payThroughCheck(page: Page) {
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${ELSEWHERE}/sandbox/checkout/`));
  await payOnSandbox(page, CARDS.pays);
  await expect(page).toHaveURL(new RegExp(`^${ELSEWHERE}/checkout/success\\?session_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeVisible();
  await expect(page.getByText('Payment confirmed')).toBeVisible();
}

test('opened at localhost, not at APP_URL, the dashboard takes the owner to payment and back, charging what the check said', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const bearer = await newOwner(page, request, 'elsewhere');
  const domain = await addDomain(page, bearer, `elsewhere-${Date.now()}.example.com`);

  await test.step('a first plan: charged in full, and said to come without the trial its card names', async () => {
    await page.goto(`/billing?domain=${domain}&plan=pro-monthly`);
    await expect(page.locator('[data-plan="pro-monthly"]')).toContainText(
      '14-day free trial for a newly added domain',
    );
    await expect(checkOf(page)).toContainText(
      /Charged now at checkout: \$49\.00\. Then \$49\.00 a month\. No free trial here: a trial starts only when a domain is added/,
    );
    await payThroughCheck(page);
  });

  await test.step('an upgrade: the sandbox charges the amount the check showed', async () => {
    await page.goto(`/billing?domain=${domain}&plan=business-monthly`);
    const quoted = checkOf(page).getByText(
      /^Charged now for the rest of the current period: (\$\d+\.\d\d)\./,
    );
    await expect(quoted).toBeVisible();
    const amount = /(\$\d+\.\d\d)/.exec((await quoted.textContent()) ?? '')?.[1] ?? 'no amount';
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${ELSEWHERE}/sandbox/checkout/`));
    await expect(page.locator('main')).toContainText(amount);
    await payOnSandbox(page, CARDS.pays);
    await expect(page.getByText('Payment confirmed')).toBeVisible();
    await expect(page.locator('main')).toContainText(amount);
  });
});

test(
  'screenshots of the billing screens whose numbers and words were made to agree',
  PICTURES,
  async ({ page, request }) => {
    test.setTimeout(600_000);
    const bearer = await newOwner(page, request, 'agreement-pictures');
    const stamp = Date.now();
    const unplanned = await addDomain(page, bearer, `unplanned-${stamp}.example.com`);
    const trial = `trial-${stamp}.example.com`;
    await cancelAtPeriodEnd(page, bearer, await addDomain(page, bearer, trial, 'pro-monthly'));
    const paid = `paid-${stamp}.example.com`;
    const paidId = await addDomain(page, bearer, paid);
    await page.goto(`/billing?domain=${paidId}&plan=starter-monthly`);
    await payThroughCheck(page);
    const success = new URL(page.url());
    await cancelAtPeriodEnd(page, bearer, paidId);

    await photograph(page, {
      name: 'billing-first-plan-check',
      path: `/billing?domain=${unplanned}&plan=pro-monthly`,
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        await expect(checkOf(shown)).toBeVisible();
        await expect(shown.locator('[data-slot="skeleton"]')).toHaveCount(0);
      },
    });
    await photograph(page, {
      name: 'checkout-complete',
      path: success.pathname + success.search,
      shots: BOTH_LANGUAGES_BOTH_SIZES,
      ready: async (shown) => {
        // The outcome is a status (an alert is for what went wrong), in the order's card once it is read.
        await expect(shown.locator('[data-slot="card"][aria-busy="false"] [role="status"]')).toContainText(
          /Payment confirmed|Płatność potwierdzona/,
        );
        await expect(shown.locator('[data-slot="skeleton"]')).toHaveCount(0);
      },
    });
    for (const [name, domain] of [
      ['billing-resume-trial', trial],
      ['billing-resume-paid', paid],
    ] as const) {
      await photograph(page, {
        name,
        path: '/billing',
        shots: BOTH_LANGUAGES_BOTH_SIZES,
        ready: async (shown) => {
          const resume = new RegExp(
            `^(Resume the subscription of|Wznów subskrypcję) ${domain.replaceAll('.', '\\.')}$`,
          );
          await shown.getByRole('button', { name: resume }).click();
          await expect(shown.getByRole('alertdialog')).toBeVisible();
        },
      });
    }
  },
);
