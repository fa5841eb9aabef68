import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { signedInState } from './accounts';

test.use({ storageState: signedInState('owner'), locale: 'pl-PL' });

const API = '/api/v1';

/** A domain's API key: a new one for `domainName` (the old ones keep working for 24 hours). */
async function apiKeyOf(request: APIRequestContext, bearer: string, domainName: string): Promise<string> {
  const headers = { Authorization: bearer };
  const list = await request.get(`${API}/domains?per_page=100`, { headers });
  expect(list.ok()).toBe(true);
  const { data: domains } = (await list.json()) as { data: { id: string; name: string }[] };
  const domain = domains.find((one) => one.name === domainName);
  expect(domain, `the owner's ${domainName}`).toBeDefined();
  const rotated = await request.post(`${API}/domains/${domain?.id ?? ''}/api-key/rotate`, { headers });
  expect(rotated.ok()).toBe(true);
  const { data } = (await rotated.json()) as { data: { api_key: { secret?: string } } };
  expect(data.api_key.secret).toMatch(/^tl_/);
  return data.api_key.secret ?? '';
}

/** The figure a metric card of the panel shows, as a number ("1 234" in Polish). */
async function figure(panel: Locator, label: string): Promise<number> {
  const card = panel
    .locator('[data-slot="metric-card"]')
    .filter({ has: panel.page().getByText(label, { exact: true }) });
  const text = (await card.locator('[data-slot="metric-card-value"]').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

// The owner, in Polish, keeps /analytics open while their server sends a conversion: the realtime panel
// shows it in the latest events and counts it in the last 5 minutes by itself, without a reload, and
// the event opens in the events list.
test('the realtime panel shows an event sent while the page is open, without reloading', async ({
  page,
  request,
}) => {
  // The stream and the figures are polled every 10 seconds each: the event may need two polls to show
  // in both, beside loading the page and sending, which outlasts the default 30 seconds under load.
  test.setTimeout(60_000);
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The page's own bearer token, read off its first realtime poll: no second session is signed in.
  const poll = page.waitForRequest((sent) => sent.url().includes(`${API}/analytics/realtime`));
  await page.goto('/analytics');
  const bearer = (await poll).headers().authorization ?? '';
  expect(bearer).toMatch(/^Bearer /);

  const panel = page.getByRole('region', { name: 'Na żywo' });
  await expect(panel.getByText('Ostatnie 30 minut, odświeżane co 10 sekund.')).toBeVisible();
  await expect(panel.locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  const before = await figure(panel, 'Zdarzenia, ostatnie 5 minut');
  const stream = panel.getByRole('heading', { name: 'Najnowsze zdarzenia' });
  await expect(stream).toBeVisible();

  // A custom name no other test sends, from the seeded domain without destinations (nothing is forwarded).
  const eventName = `RealtimeCheck${Date.now()}`;
  await test.step('the site’s server sends a conversion with the domain’s API key', async () => {
    const key = await apiKeyOf(request, bearer, 'new-store.example.com');
    const sent = await request.post(`${API}/events`, {
      headers: { 'X-Api-Key': key },
      data: {
        events: [{ event_name: eventName, event_id: `e2e-${Date.now()}`, value: 12.5, currency: 'PLN' }],
      },
    });
    expect(sent.status()).toBe(202);
    expect(((await sent.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
  });

  await test.step('it shows in the latest events and the count of the last 5 minutes, by itself', async () => {
    const latest = panel.getByRole('list', { name: 'Najnowsze zdarzenia' });
    const link = latest.getByRole('link', { name: eventName });
    // The panel asks every 10 seconds.
    await expect(link).toBeVisible({ timeout: 25_000 });
    await expect(link).toHaveAttribute('href', /^\/events\?event=/);
    await expect(latest.getByRole('listitem').first()).toContainText('new-store.example.com');
    await expect
      .poll(() => figure(panel, 'Zdarzenia, ostatnie 5 minut'), { timeout: 25_000 })
      .toBeGreaterThan(before);
    await page.screenshot({ path: test.info().outputPath('analytics-realtime.png'), fullPage: true });
    expect(loads).toBe(1);
  });

  await test.step('the event opens in the events list', async () => {
    await panel.getByRole('link', { name: eventName }).click();
    await expect(page).toHaveURL(/\/events\?event=/);
    await expect(page.getByRole('dialog', { name: eventName })).toBeVisible();
    expect(loads).toBe(1);
  });
});
