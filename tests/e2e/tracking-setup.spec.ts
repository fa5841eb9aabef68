import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, signedInState } from './accounts';
import { E2E_CNAME_TARGET, setDnsAnswer } from './dns-control';

test.use({ storageState: signedInState('owner') });

/** A bearer token of the owner's, from a sign-in of the API's own (the browser keeps its session). */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const { email, password } = ACCOUNTS.owner;
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

/** A new domain of the owner's on a plan with a tracking subdomain; its id and name. */
async function newDomain(request: APIRequestContext, token: string) {
  const name = `track-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example.com`;
  const response = await request.post('/api/v1/domains', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, plan_slug: 'pro-monthly' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; name: string } };
  return data;
}

test('the owner sets up a tracking subdomain and watches it go live as DNS is mended, without a reload', async ({
  page,
  request,
}) => {
  // The screen looks the record up again every 15 s; CI's load can add a few more.
  test.setTimeout(120_000);
  const token = await ownerToken(request);
  const domain = await newDomain(request, token);
  const hostname = `t.${domain.name}`;
  const wrongTarget = `old-cdn-${domain.name}`;
  // DNS first points the record elsewhere (and that name leads nowhere, so no chain reaches the target).
  await setDnsAnswer(request, hostname, { cname: wrongTarget });
  await setDnsAnswer(request, wrongTarget, 'nxdomain');

  try {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`/domains/tracking?domain=${domain.id}`);
    const input = page.getByTestId('tracking-subdomain-input');
    await input.fill('t');
    await input.press('Enter');

    // The screen checks the new record by itself and names where it points.
    await expect(page.getByTestId('dns-answer-value')).toContainText(wrongTarget, { timeout: 30_000 });
    await expect(page.getByTestId('dns-answer-outcome')).toHaveAttribute('data-outcome', 'wrong_target');
    await expect(page.getByTestId('tracking-step-dns')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('tracking-last-error')).toContainText(wrongTarget);
    await expect(page.getByRole('table').getByText(E2E_CNAME_TARGET)).toBeVisible();

    // The owner mends the record: the screen moves to verified and live on its own.
    await setDnsAnswer(request, hostname, { cname: E2E_CNAME_TARGET });
    await expect(page.getByTestId('tracking-step-dns')).toHaveAttribute('data-status', 'done', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('tracking-summary')).toHaveAttribute('data-state', 'live', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('tracking-live')).toBeVisible();
    await expect(page.getByTestId('tracking-step-live')).toHaveAttribute('data-status', 'done');
    expect(loads).toBe(1);
  } finally {
    await setDnsAnswer(request, hostname, null);
    await setDnsAnswer(request, wrongTarget, null);
    await request.delete(`/api/v1/domains/${domain.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
