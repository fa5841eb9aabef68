import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import {
  asDate,
  cardForm,
  checkoutUrls,
  ownerInCheckout,
  postForm,
  TEST_CARDS,
} from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { checkoutSessions, invoices, payments } from '../../db/schema/billing.ts';
import { domains, plans } from '../../db/schema/business.ts';

const server = useTestServer();

describe('POST /subscriptions/checkout', () => {
  it('POST /subscriptions/checkout answers the sandbox’s hosted page of a new open session', async () => {
    const { api, domain, checkout } = await ownerInCheckout(server());
    expect(checkout.checkout_url).toBe(`${server().config.appUrl}/sandbox/checkout/${checkout.session_id}`);
    expect(asDate(checkout.expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(data?.data).toMatchObject({
      id: checkout.session_id,
      status: 'open',
      domain: { id: domain.id, name: domain.name },
      plan: { slug: 'pro-monthly', name: 'Pro (monthly)' },
      interval: 'month',
      amount: { amount: 4900, currency: 'USD' },
      failure: null,
      completed_at: null,
    });
    const [session] = await server()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.session_id));
    expect(session?.successUrl).toBe(
      `${server().config.appUrl}/checkout/success?session_id=${checkout.session_id}`,
    );
  });

  it('POST /subscriptions/checkout answers 422 on plan_slug for an unknown plan', async () => {
    const { api, domain } = await domainOwner(server());
    const { error, response } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'platinum-monthly', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['plan_slug']);
  });

  it('POST /subscriptions/checkout answers 422 on interval for an interval the plan is not sold at', async () => {
    const { api, domain } = await domainOwner(server());
    const { error, response } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', interval: 'year', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['interval']);
  });

  it('POST /subscriptions/checkout answers 422 on interval for an interval outside the contract', async () => {
    const { api, domain } = await domainOwner(server());
    const { response } = await api.POST('/subscriptions/checkout', {
      // @ts-expect-error -- an interval the contract does not know
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', interval: 'week', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(422);
  });

  it('POST /subscriptions/checkout answers 422 on domain_id for another user’s domain', async () => {
    const { domain } = await domainOwner(server());
    const { api } = await domainOwner(server());
    const { error, response } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['domain_id']);
  });

  it('POST /subscriptions/checkout answers 422 on each way back that leaves the dashboard’s origin', async () => {
    const { api, domain } = await domainOwner(server());
    const { error, response } = await api.POST('/subscriptions/checkout', {
      body: {
        domain_id: domain.id,
        plan_slug: 'pro-monthly',
        success_url: 'https://evil.example/checkout/success',
        cancel_url: 'http://127.0.0.1:4000/checkout/failed',
      },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {}).sort()).toEqual(['cancel_url', 'success_url']);
  });

  it('POST /subscriptions/checkout answers 422 on plan_slug for a free plan', async () => {
    const { api, domain } = await domainOwner(server());
    const [free] = await server()
      .db.insert(plans)
      .values({ slug: `free-${domain.id.slice(0, 8)}`, name: 'Free', priceAmount: 0, interval: 'month' })
      .returning();
    const { error, response } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: free?.slug ?? '', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['plan_slug']);
  });
});

describe('GET /subscriptions/checkout/sessions/{session}', () => {
  it('GET /subscriptions/checkout/sessions/{session} answers 404 for another user’s session', async () => {
    const { checkout } = await ownerInCheckout(server());
    const { api } = await domainOwner(server());
    const { response } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(response.status).toBe(404);
  });

  it('GET /subscriptions/checkout/sessions/{session} answers an unpaid session past its expiry as expired', async () => {
    const { api, checkout } = await ownerInCheckout(server());
    await server()
      .db.update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, checkout.session_id));
    const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(data?.data.status).toBe('expired');
    const page = await server().app.inject({ method: 'GET', url: new URL(checkout.checkout_url).pathname });
    expect(page.statusCode).toBe(409);
  });
});

describe('the sandbox’s hosted checkout page', () => {
  it('shows what is bought, in the payer’s language, with the test cards', async () => {
    const { domain, pagePath } = await ownerInCheckout(server());
    const page = await server().app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(domain.name);
    expect(page.body).toContain('Pro (monthly)');
    expect(page.body).toContain('$49.00 per month');
    expect(page.body).toContain('<label for="number">Card number</label>');
    expect(page.body).toContain('4000 0027 6000 3184');
    expect(page.body).toContain('prefers-color-scheme: dark');
  });

  it('refuses a card that is no test card, keeping what was typed and saying why', async () => {
    const { pagePath, checkout, api } = await ownerInCheckout(server());
    const page = await postForm(
      server(),
      pagePath,
      cardForm('5555 4444 3333 1111', { expiry: '01/20', cvc: '12' }),
    );
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('value="5555 4444 3333 1111"');
    expect(page.body).toContain('value="01/20"');
    expect(page.body).toContain('This is not a sandbox test card');
    expect(page.body).toContain('This card has expired.');
    expect(page.body).toContain('Enter the three-digit CVC.');
    expect(page.body).toContain('aria-invalid="true" aria-describedby="number-error"');
    const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(data?.data.status).toBe('open');
  });

  it('answers 404 for a session that does not exist', async () => {
    const page = await server().app.inject({ method: 'GET', url: '/sandbox/checkout/no-such-session' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout does not exist.');
  });
});

describe('paying through the sandbox', () => {
  it('the paying card confirms through the webhook, then sends the browser to success_url: subscription active, invoice and payment recorded', async () => {
    const { api, account, domain, checkout, pagePath } = await ownerInCheckout(server());
    const paid = await postForm(server(), pagePath, cardForm(TEST_CARDS.pays));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${server().config.appUrl}/checkout/success?session_id=${checkout.session_id}`,
    );

    const { data: state } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(state?.data).toMatchObject({ status: 'completed', failure: null });
    expect(state?.data.completed_at).toBeInstanceOf(Date);

    const { data: subscription } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    const current = subscription?.data;
    expect(current).toMatchObject({
      domain_id: domain.id,
      plan: { slug: 'pro-monthly' },
      status: 'active',
      interval: 'month',
      cancel_at_period_end: false,
      canceled_at: null,
    });
    const start = asDate(current?.current_period_start);
    const end = asDate(current?.current_period_end);
    const inAMonth = new Date(start);
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(end).toEqual(inAMonth);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);

    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    const [pro] = await server().db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
    expect(row).toMatchObject({ planId: pro?.id, planSource: 'subscription', subscriptionEndsAt: end });

    const issued = await server().db.select().from(invoices).where(eq(invoices.userId, account.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      domainId: domain.id,
      domainName: domain.name,
      totalAmount: 4900,
      currency: 'USD',
      status: 'paid',
      periodStart: start,
      periodEnd: end,
    });
    expect(issued[0]?.number).toMatch(/^TL-\d{4}-\d{6}$/);
    const paidRows = await server().db.select().from(payments).where(eq(payments.userId, account.id));
    expect(paidRows).toMatchObject([
      { invoiceId: issued[0]?.id, amount: 4900, currency: 'USD', status: 'succeeded', provider: 'sandbox' },
    ]);

    // Paid once: the page is closed, and checking out the same plan again is refused.
    const again = await server().app.inject({ method: 'GET', url: pagePath });
    expect(again.statusCode).toBe(409);
    const { error, response } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['plan_slug']);
  });

  it('the declined card fails the session with its reason and sends the browser to cancel_url, changing no plan', async () => {
    const { api, account, domain, checkout, pagePath } = await ownerInCheckout(server());
    const declined = await postForm(server(), pagePath, cardForm(TEST_CARDS.declined));
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(
      `${server().config.appUrl}/checkout/failed?session_id=${checkout.session_id}`,
    );
    const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(data?.data).toMatchObject({
      status: 'failed',
      failure: {
        code: 'card_declined',
        message: 'The card was declined. Try another card or ask your bank why.',
      },
    });
    const { data: subscription } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(subscription?.data).toBeNull();
    expect(await server().db.select().from(invoices).where(eq(invoices.userId, account.id))).toEqual([]);
    expect(await server().db.select().from(payments).where(eq(payments.userId, account.id))).toMatchObject([
      { status: 'failed', amount: 4900 },
    ]);
  });

  it('the 3-D Secure card asks for a second step, whose Complete pays', async () => {
    const { api, domain, checkout, pagePath } = await ownerInCheckout(server());
    const step = await postForm(server(), pagePath, cardForm(TEST_CARDS.authenticates));
    expect(step.statusCode).toBe(303);
    const stepPath = step.headers.location ?? '';
    expect(stepPath).toMatch(new RegExp(`^${pagePath}/authenticate\\?step=[\\w-]+$`));
    const authentication = await server().app.inject({ method: 'GET', url: stepPath });
    expect(authentication.statusCode).toBe(200);
    expect(authentication.body).toContain('name="decision" value="complete">Complete</button>');
    expect(authentication.body).toContain('name="decision" value="fail" class="secondary">Fail</button>');

    const completed = await postForm(server(), stepPath, 'decision=complete');
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toContain('/checkout/success');
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data?.status).toBe('active');
    const { data: state } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(state?.data.status).toBe('completed');
  });

  it('the second step without the card form’s proof sends the payer back to the form and pays nothing', async () => {
    const { checkout, pagePath } = await ownerInCheckout(server());
    for (const path of [`${pagePath}/authenticate`, `${pagePath}/authenticate?step=forged`]) {
      const skipped = await postForm(server(), path, 'decision=complete');
      expect(skipped.statusCode).toBe(303);
      expect(skipped.headers.location).toBe(pagePath);
      expect((await server().app.inject({ method: 'GET', url: path })).headers.location).toBe(pagePath);
    }
    const [session] = await server()
      .db.select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.session_id));
    expect(session?.status).toBe('open');
  });

  it('the 3-D Secure card’s second step, failed, fails the session as not authenticated', async () => {
    const { api, domain, checkout, pagePath } = await ownerInCheckout(server());
    const step = await postForm(server(), pagePath, cardForm(TEST_CARDS.authenticates));
    const failed = await postForm(server(), step.headers.location ?? '', 'decision=fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toContain('/checkout/failed');
    const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: checkout.session_id } },
    });
    expect(data?.data).toMatchObject({ status: 'failed', failure: { code: 'authentication_failed' } });
    const { data: subscription } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(subscription?.data).toBeNull();
  });
});

describe('the payer’s language', () => {
  it('the hosted page speaks the language the checkout was started in, and the failure is told in the request’s', async () => {
    const { token, domain } = await domainOwner(server());
    const polish = server().client({ token, language: 'pl' });
    const { data } = await polish.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
    });
    const pagePath = new URL(data?.data.checkout_url ?? '').pathname;
    const page = await server().app.inject({
      method: 'GET',
      url: pagePath,
      headers: { 'accept-language': 'en' },
    });
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('<label for="number">Numer karty</label>');
    expect(page.body).toContain('49,00\u00a0USD miesięcznie');

    await postForm(server(), pagePath, cardForm(TEST_CARDS.declined));
    const { data: state } = await polish.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: data?.data.session_id ?? '' } },
    });
    expect(state?.data.failure).toEqual({
      code: 'card_declined',
      message: 'Karta została odrzucona. Użyj innej karty albo zapytaj bank o powód.',
    });
  });
});
