import { expect, type Page } from '@playwright/test';

// Checkout helpers for the billing browser tests: the page's own session for API calls, a checkout
// started through the API, and the sandbox's hosted card form.

const API = '/api/v1';

/** The sandbox's documented test cards (README, payments). */
export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The signed-in page's bearer token, read off a call /billing makes: no second session is signed in. */
export async function pageBearer(page: Page): Promise<string> {
  const call = page.waitForRequest((request) => request.url().includes(`${API}/domains`));
  await page.goto('/billing');
  const bearer = (await call).headers().authorization ?? '';
  expect(bearer).toMatch(/^Bearer /);
  return bearer;
}

/** The id of the owner's domain called `name`. */
export async function domainIdOf(page: Page, bearer: string, name: string): Promise<string> {
  const list = await page.request.get(`${API}/domains?per_page=100`, { headers: { Authorization: bearer } });
  expect(list.ok()).toBe(true);
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const domain = data.find((one) => one.name === name);
  expect(domain, `the owner's ${name}`).toBeDefined();
  return domain?.id ?? '';
}

/**
 * POST /subscriptions/checkout for the owner's `domain` and `plan`, returning to the app's checkout
 * screens as the dashboard does; the sandbox's page speaks `language`.
 */
export async function checkoutThroughApi(
  page: Page,
  bearer: string,
  { domain, plan, language = 'en' }: { domain: string; plan: string; language?: 'en' | 'pl' },
): Promise<{ checkout_url: string; session_id: string }> {
  const origin = new URL(page.url()).origin;
  const started = await page.request.post(`${API}/subscriptions/checkout`, {
    headers: { Authorization: bearer, 'Accept-Language': language },
    data: {
      domain_id: await domainIdOf(page, bearer, domain),
      plan_slug: plan,
      success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/checkout/failed?session_id={CHECKOUT_SESSION_ID}`,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { data } = (await started.json()) as { data: { checkout_url: string; session_id: string } };
  return data;
}

/** Fills the sandbox's card form (open on `page`) with `card` and pays. */
export async function payOnSandbox(page: Page, card: string) {
  await page.locator('#number').fill(card);
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('form button[type="submit"]').click();
}
