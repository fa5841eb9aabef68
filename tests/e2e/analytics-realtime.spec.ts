import { expect, test, type Locator } from '@playwright/test';
import { registerAccount, signInAs } from './accounts';

test.use({ locale: 'pl-PL' });

const API = '/api/v1';

/** The figure a metric card of the panel shows, as a number ("1 234" in Polish). */
async function figure(panel: Locator, label: string): Promise<number> {
  const card = panel
    .locator('[data-slot="metric-card"]')
    .filter({ has: panel.page().getByText(label, { exact: true }) });
  const text = (await card.locator('[data-slot="metric-card-value"]').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

// An owner of the test's own, in Polish, keeps /analytics open while their server sends a conversion:
// the realtime panel shows it in the latest events and counts it in the last 5 minutes by itself, without
// a reload, and the event opens in the events list. The account and its domain are the test's alone, so
// no other test's events enter or leave the panel's last 5 minutes meanwhile.
test('the realtime panel shows an event sent while the page is open, without reloading', async ({
  page,
  request,
}) => {
  // The stream and the figures are polled every 10 seconds each: the event may need two polls to show
  // in both, beside loading the page and sending, which outlasts the default 30 seconds under load.
  test.setTimeout(60_000);
  const account = await registerAccount(request, {
    tag: 'realtime',
    password: 'NaZywo12345',
    language: 'pl',
  });
  // The account's one domain and its API key, made through an API session of the test's own (it has no
  // destinations: nothing is forwarded).
  const login = await request.post(`${API}/auth/login`, { data: account });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const domainName = `realtime-${String(Date.now())}.example.com`;
  const added = await request.post(`${API}/domains`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: domainName },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { api_key: apiKey } = ((await added.json()) as { data: { api_key: { secret: string } } }).data;

  await signInAs(page, account);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/analytics');
  const panel = page.getByRole('region', { name: 'Na żywo' });
  await expect(panel.getByText('Ostatnie 30 minut, odświeżane co 10 sekund.')).toBeVisible();
  await expect(panel.locator('[data-slot="metric-card-value"]')).toHaveCount(4);
  expect(await figure(panel, 'Zdarzenia, ostatnie 5 minut')).toBe(0);
  await expect(panel.getByRole('heading', { name: 'Najnowsze zdarzenia' })).toBeVisible();

  // A custom name, so the link below is this event's.
  const eventName = `RealtimeCheck${Date.now()}`;
  await test.step('the site’s server sends a conversion with the domain’s API key', async () => {
    const sent = await request.post(`${API}/events`, {
      headers: { 'X-Api-Key': apiKey.secret },
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
    await expect(latest.getByRole('listitem').first()).toContainText(domainName);
    await expect.poll(() => figure(panel, 'Zdarzenia, ostatnie 5 minut'), { timeout: 25_000 }).toBe(1);
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
