import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import {
  asDate,
  cardForm,
  checkoutUrls,
  postForm,
  subscribedOwner,
  TEST_CARDS,
} from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { domains, plans } from '../../db/schema/business.ts';

const server = useTestServer();

describe('GET /subscriptions/{domain}', () => {
  it('GET /subscriptions/{domain} answers null for a domain that never had a subscription', async () => {
    const { api, domain } = await domainOwner(server());
    const { data, response } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(response.status).toBe(200);
    expect(data?.data).toBeNull();
  });

  it('GET /subscriptions/{domain} answers 404 for another user’s domain', async () => {
    const { domain } = await subscribedOwner(server());
    const { api } = await domainOwner(server());
    const { response } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /subscriptions/{domain}/cancel and /resume', () => {
  it('POST /subscriptions/{domain}/cancel ends at the period’s end with the reason kept, and /resume undoes it', async () => {
    const { api, domain } = await subscribedOwner(server());
    const path = { params: { path: { domain: domain.id } } };
    const { data: canceled } = await api.POST('/subscriptions/{domain}/cancel', {
      ...path,
      body: { reason: 'Too expensive for now' },
    });
    expect(canceled?.data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(canceled?.data.canceled_at).toBeInstanceOf(Date);
    const [row] = await server().db.select().from(subscriptions).where(eq(subscriptions.domainId, domain.id));
    expect(row?.cancelReason).toBe('Too expensive for now');
    const [kept] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(kept).toMatchObject({ status: 'active', planSource: 'subscription' });
    expect(kept?.subscriptionEndsAt).toEqual(canceled?.data.current_period_end);

    const { data: resumed } = await api.POST('/subscriptions/{domain}/resume', path);
    expect(resumed?.data).toMatchObject({ status: 'active', cancel_at_period_end: false, canceled_at: null });
    const { response: again } = await api.POST('/subscriptions/{domain}/resume', path);
    expect(again.status).toBe(422);
  });

  it('POST /subscriptions/{domain}/cancel with at_period_end false ends it now and the domain expires', async () => {
    const { api, domain } = await subscribedOwner(server());
    const path = { params: { path: { domain: domain.id } } };
    const { data } = await api.POST('/subscriptions/{domain}/cancel', {
      ...path,
      body: { at_period_end: false },
    });
    expect(data?.data).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    expect(Math.abs(asDate(data?.data.current_period_end).getTime() - Date.now())).toBeLessThan(60_000);
    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(row).toMatchObject({ status: 'expired', planId: null, planSource: null });

    const { response: resume } = await api.POST('/subscriptions/{domain}/resume', path);
    expect(resume.status).toBe(422);
    const { response: cancelAgain } = await api.POST('/subscriptions/{domain}/cancel', path);
    expect(cancelAgain.status).toBe(422);
  });

  it('POST /subscriptions/{domain}/cancel answers 422 for a domain without a subscription', async () => {
    const { api, domain } = await domainOwner(server());
    const { response } = await api.POST('/subscriptions/{domain}/cancel', {
      params: { path: { domain: domain.id } },
    });
    expect(response.status).toBe(422);
  });

  it('POST /subscriptions/{domain}/cancel and /resume answer 404 for another user’s domain, changing nothing', async () => {
    const { domain } = await subscribedOwner(server());
    const { api } = await domainOwner(server());
    const path = { params: { path: { domain: domain.id } } };
    expect((await api.POST('/subscriptions/{domain}/cancel', path)).response.status).toBe(404);
    expect((await api.POST('/subscriptions/{domain}/resume', path)).response.status).toBe(404);
    const [row] = await server().db.select().from(subscriptions).where(eq(subscriptions.domainId, domain.id));
    expect(row?.cancelAtPeriodEnd).toBe(false);
  });
});

describe('changing plan through checkout', () => {
  it('charges the proration and moves the same subscription to the new plan, keeping its period', async () => {
    const { api, account, domain } = await subscribedOwner(server(), 'pro-monthly');
    const path = { params: { path: { domain: domain.id } } };
    const before = (await api.GET('/subscriptions/{domain}', path)).data?.data;
    // Half of the period is used up.
    const start = new Date(Date.now() - 15 * 86_400_000);
    const end = new Date(Date.now() + 15 * 86_400_000);
    await server()
      .db.update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.domainId, domain.id));
    const { data } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'business-monthly', ...checkoutUrls(server()) },
    });
    const session = data?.data.session_id ?? '';
    const [pro] = await server().db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
    const [business] = await server().db.select().from(plans).where(eq(plans.slug, 'business-monthly'));
    const difference = (business?.priceAmount ?? 0) - (pro?.priceAmount ?? 0);
    const { data: state } = await api.GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session } },
    });
    expect(state?.data.amount.amount).toBeGreaterThan(difference * 0.49);
    expect(state?.data.amount.amount).toBeLessThan(difference * 0.51);

    const paid = await postForm(
      server(),
      new URL(data?.data.checkout_url ?? '').pathname,
      cardForm(TEST_CARDS.pays),
    );
    expect(paid.statusCode).toBe(303);
    const after = (await api.GET('/subscriptions/{domain}', path)).data?.data;
    expect(after).toMatchObject({ id: before?.id, plan: { slug: 'business-monthly' }, status: 'active' });
    expect(after?.current_period_start).toEqual(start);
    expect(after?.current_period_end).toEqual(end);
    const issued = await server().db.select().from(invoices).where(eq(invoices.userId, account.id));
    expect(issued.map((invoice) => invoice.totalAmount).sort()).toEqual(
      [pro?.priceAmount, state?.data.amount.amount].sort(),
    );
    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(row?.planId).toBe(business?.id);
  });
});

describe('paying for a trial', () => {
  it('checks out the trial’s own plan: a paid subscription replaces the trial, which ends', async () => {
    const { api, account, domain } = await domainOwner(server());
    const [pro] = await server().db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
    const trialEnd = new Date(Date.now() + 10 * 86_400_000);
    await server()
      .db.insert(subscriptions)
      .values({
        domainId: domain.id,
        userId: account.id,
        planId: pro?.id ?? '',
        status: 'trialing',
        interval: 'month',
        currentPeriodStart: new Date(),
        currentPeriodEnd: trialEnd,
        trialEnd,
        provider: 'sandbox',
        createdAt: new Date(Date.now() - 4 * 86_400_000),
      });
    await server()
      .db.update(domains)
      .set({ planId: pro?.id, planSource: 'subscription', subscriptionEndsAt: trialEnd })
      .where(eq(domains.id, domain.id));

    const { data, response } = await api.POST('/subscriptions/checkout', {
      body: { domain_id: domain.id, plan_slug: 'pro-monthly', ...checkoutUrls(server()) },
    });
    expect(response.status).toBe(200);
    const paid = await postForm(
      server(),
      new URL(data?.data.checkout_url ?? '').pathname,
      cardForm(TEST_CARDS.pays),
    );
    expect(paid.statusCode).toBe(303);

    const { data: current } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(current?.data).toMatchObject({ status: 'active', plan: { slug: 'pro-monthly' }, trial_end: null });
    const rows = await server().db.select().from(subscriptions).where(eq(subscriptions.domainId, domain.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'canceled']);
  });
});

describe('POST /subscriptions/portal', () => {
  it('POST /subscriptions/portal answers 422 for a user who never paid', async () => {
    const { api } = await domainOwner(server());
    const { response } = await api.POST('/subscriptions/portal', { body: {} });
    expect(response.status).toBe(422);
  });

  it('POST /subscriptions/portal answers 422 on return_url off the dashboard’s origin', async () => {
    const { api } = await subscribedOwner(server());
    const { response, error } = await api.POST('/subscriptions/portal', {
      body: { return_url: 'https://evil.example/billing' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['return_url']);
  });

  it('POST /subscriptions/portal answers the sandbox portal, which shows the card that paid and links back', async () => {
    const { api } = await subscribedOwner(server());
    const { data } = await api.POST('/subscriptions/portal', {});
    const url = new URL(data?.data.url ?? '');
    expect(url.origin + url.pathname).toBe(`${server().config.appUrl}/sandbox/portal`);
    const page = await server().app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Visa ending in 4242');
    expect(page.body).toContain(`href="${server().config.appUrl}/billing"`);

    url.searchParams.set('return_url', 'https://evil.example/');
    const forged = await server().app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(forged.statusCode).toBe(403);
  });
});
