import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, registerAccount, signedInState } from './accounts';

// Issue 28's staff flow over every owner's domains, on the real screens and server, in Polish. A new owner
// of the test's own (Polish) holds eleven domains, made through the API. The administrator finds them on
// /admin/domains by the owner's email, opens one and blocks its events with a reason: the owner's server,
// sending with that domain's API key, is refused 403 with the reason worded in Polish. Unblocked, the next
// send is taken. Then every domain matching the search (more than a page) is suspended at once, the
// confirmation naming how many.

test.use({ locale: 'pl-PL', storageState: signedInState('admin') });

const API = '/api/v1';
const PASSWORD = 'Wlasciciel12345';
const BLOCK_REASON = 'Podejrzany ruch z botów';
const UNBLOCK_REASON = 'Właściciel usunął boty';
const SUSPEND_REASON = 'Konto w trakcie wyjaśniania';
/** One more than the list's page of 10, so "everything matching" is more than the ticked page. */
const DOMAIN_COUNT = 11;

/** Signs `email` in through the API (a session of its own): its bearer header and user id. */
async function apiSession(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(`${API}/auth/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string; user: { id: string } } };
  return { headers: { Authorization: `Bearer ${data.token}` }, userId: data.user.id };
}

/** Sends one event with the domain's API key, as the owner's server does; the response. */
function sendEvent(request: APIRequestContext, key: string) {
  return request.post(`${API}/events`, {
    headers: { 'X-Api-Key': key },
    data: { events: [{ event_name: 'Purchase', event_id: `e2e-${Date.now()}`, value: 10, currency: 'PLN' }] },
  });
}

test('staff block a domain’s events with a reason the owner’s server reads in Polish, unblock it, and suspend every domain matching a search', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const owner = await registerAccount(request, {
    tag: 'admin-domains',
    password: PASSWORD,
    name: 'Olga Właścicielka',
    language: 'pl',
  });
  const ownerSession = await apiSession(request, owner.email, PASSWORD);
  const admin = await apiSession(request, ACCOUNTS.admin.email, ACCOUNTS.admin.password);

  // The owner's domains, active and without a plan (no monthly limit), added by staff through the API.
  const names = Array.from({ length: DOMAIN_COUNT }, (_, index) => `sklep${index + 1}-${stamp}.example.com`);
  const ids: string[] = [];
  for (const name of names) {
    const made = await request.post(`${API}/admin/domains`, {
      headers: admin.headers,
      data: { user_id: ownerSession.userId, name, status: 'active' },
    });
    expect(made.status(), name).toBe(201);
    ids.push(((await made.json()) as { data: { id: string } }).data.id);
  }
  const [firstName = ''] = names;
  const newestName = names.at(-1) ?? '';
  const rotated = await request.post(`${API}/domains/${ids[0]}/api-key/rotate`, {
    headers: ownerSession.headers,
  });
  expect(rotated.ok()).toBe(true);
  const key = ((await rotated.json()) as { data: { api_key: { secret: string } } }).data.api_key.secret;
  expect((await sendEvent(request, key)).status()).toBe(202);

  await test.step('the administrator finds the owner’s domains on the list by their email', async () => {
    await page.goto('/admin/domains');
    await page.getByRole('textbox', { name: 'Szukaj' }).fill(owner.email);
    await expect(page).toHaveURL(/[?&]search=/);
    const table = page.getByRole('table', { name: 'Domeny' });
    // Newest first: the first domain made is on the second page.
    await expect(table.getByRole('link', { name: newestName })).toBeVisible();
    await expect(table.getByRole('link', { name: firstName })).toHaveCount(0);
    await page.goto(`/admin/domains/${ids[0]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  });

  const header = page.locator('[data-slot="record-header"]');
  await test.step('blocked with a reason, the owner’s POST /events is refused 403 with it, in Polish', async () => {
    await header.getByRole('button', { name: 'Zablokuj zdarzenia' }).click();
    const block = page.getByRole('alertdialog', { name: `Zablokować zdarzenia ${firstName}?` });
    await block.getByRole('textbox', { name: 'Powód' }).fill(BLOCK_REASON);
    await block.getByRole('button', { name: 'Zablokuj zdarzenia' }).click();
    await expect(block).toBeHidden();
    await expect(header.getByRole('button', { name: 'Odblokuj zdarzenia' })).toBeVisible();

    const refused = await sendEvent(request, key);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Zespół Tracklane zablokował zdarzenia tej domeny. Powód: ${BLOCK_REASON}`,
    );
  });

  await test.step('unblocked with a reason, the next send is taken', async () => {
    await header.getByRole('button', { name: 'Odblokuj zdarzenia' }).click();
    const unblock = page.getByRole('alertdialog', { name: `Odblokować zdarzenia ${firstName}?` });
    await unblock.getByRole('textbox', { name: 'Powód' }).fill(UNBLOCK_REASON);
    await unblock.getByRole('button', { name: 'Odblokuj zdarzenia' }).click();
    await expect(header.getByRole('button', { name: 'Zablokuj zdarzenia' })).toBeVisible();
    expect((await sendEvent(request, key)).status()).toBe(202);
  });

  await test.step('every domain matching the search is suspended at once, the count confirmed', async () => {
    await page.goto(`/admin/domains?search=${encodeURIComponent(owner.email)}`);
    const table = page.getByRole('table', { name: 'Domeny' });
    await expect(table.getByRole('link', { name: newestName })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Zaznacz wszystkie wiersze na tej stronie' }).click();
    const selection = page.getByRole('region', { name: 'Zaznaczenie' });
    await selection
      .getByRole('button', { name: `Zaznacz wszystko, co pasuje (${DOMAIN_COUNT} domen)` })
      .click();
    await expect(selection).toContainText(`Zaznaczono wszystko, co pasuje do filtrów: ${DOMAIN_COUNT} domen`);
    await selection.getByRole('button', { name: 'Zawieś' }).click();
    const suspend = page.getByRole('alertdialog', { name: `Zawiesić: ${DOMAIN_COUNT} domen?` });
    await suspend.getByRole('textbox', { name: 'Powód' }).fill(SUSPEND_REASON);
    const bulk = page.waitForRequest((sent) => sent.url().endsWith(`${API}/admin/domains/bulk-update`));
    await suspend.getByRole('button', { name: 'Zawieś' }).click();
    expect((await bulk).postDataJSON()).toMatchObject({
      filter: { search: owner.email },
      expected_count: DOMAIN_COUNT,
      status: 'suspended',
      reason: SUSPEND_REASON,
    });
    await expect(table.getByRole('row').filter({ hasText: 'Zawieszona' })).toHaveCount(10);

    const listed = await request.get(`${API}/admin/domains`, {
      headers: admin.headers,
      params: { search: owner.email, 'filter[status]': 'suspended', per_page: 100 },
    });
    expect(((await listed.json()) as { meta: { total: number } }).meta.total).toBe(DOMAIN_COUNT);
    // Suspended, the domain refuses events again, now for its status.
    expect((await sendEvent(request, key)).status()).toBe(403);
  });
});
