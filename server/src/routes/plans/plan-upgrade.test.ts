import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOwnedDomain, domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domains, domainServices, plans, trackingDomains } from '../../db/schema/business.ts';
import { storeEvents } from '../analytics/analytics-fixtures.ts';

const server = useTestServer();
const DAY_MS = 86_400_000;

async function planId(slug: string) {
  const [plan] = await server().db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`no plan ${slug}`);
  return plan.id;
}

/**
 * Puts the domain on `slug`; `paid` adds its active subscription, 10 of its 30 days gone: two thirds of
 * the period are left, whatever the day the test runs.
 */
async function onPlan(domain: { id: string; userId: string }, slug: string, { paid = false } = {}) {
  const { db } = server();
  const id = await planId(slug);
  await db.update(domains).set({ planId: id, planSource: 'subscription' }).where(eq(domains.id, domain.id));
  if (!paid) return;
  const now = Date.now();
  await db.insert(subscriptions).values({
    domainId: domain.id,
    userId: domain.userId,
    planId: id,
    status: 'active',
    interval: 'month',
    currentPeriodStart: new Date(now - 10 * DAY_MS),
    currentPeriodEnd: new Date(now + 20 * DAY_MS),
    provider: 'sandbox',
  });
}

/** An active plan named Tiny: 2 events a month, no tracking domain, 1 service, $1. */
async function tinyPlan() {
  const slug = `tiny-${randomUUID().slice(0, 8)}`;
  await server().db.insert(plans).values({
    slug,
    name: 'Tiny',
    priceAmount: 100,
    interval: 'month',
    eventsPerMonth: 2,
    trackingDomains: 0,
    services: 1,
  });
  return slug;
}

const validate = (api: ReturnType<ReturnType<typeof server>['client']>, domainId: string, planSlug: string) =>
  api.POST('/validate/plan-upgrade', { body: { domain_id: domainId, plan_slug: planSlug } });

describe('POST /validate/plan-upgrade', () => {
  it('POST /validate/plan-upgrade answers 401 without a token', async () => {
    const { domain } = await domainOwner(server());
    const { response } = await validate(server().client(), domain.id, 'pro-monthly');
    expect(response.status).toBe(401);
  });

  it('POST /validate/plan-upgrade answers 422 on domain_id for another user’s domain', async () => {
    const { api } = await domainOwner(server());
    const stranger = await domainOwner(server());
    const { error, response } = await validate(api, stranger.domain.id, 'pro-monthly');
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ domain_id: ['Choose one of your domains'] });
  });

  it('POST /validate/plan-upgrade answers 422 on plan_slug for an unknown plan and for an inactive one', async () => {
    const { api, domain } = await domainOwner(server());
    const unknown = await validate(api, domain.id, 'gold-forever');
    expect(unknown.response.status).toBe(422);
    expect(Object.keys(unknown.error?.errors ?? {})).toEqual(['plan_slug']);
    const slug = await tinyPlan();
    await server().db.update(plans).set({ isActive: false }).where(eq(plans.slug, slug));
    expect((await validate(api, domain.id, slug)).response.status).toBe(422);
  });

  it('POST /validate/plan-upgrade answers 422 for a body without plan_slug or with a malformed one', async () => {
    const { api, domain } = await domainOwner(server());
    const post = (body: unknown) =>
      api.POST('/validate/plan-upgrade', { body: body as { domain_id: string; plan_slug: string } });
    expect((await post({ domain_id: domain.id })).response.status).toBe(422);
    expect((await post({ domain_id: domain.id, plan_slug: 'Pro Monthly' })).response.status).toBe(422);
  });

  it('POST /validate/plan-upgrade allows a first plan, charged in full at checkout (no proration)', async () => {
    const { api, domain } = await domainOwner(server());
    const { data, response } = await validate(api, domain.id, 'starter-monthly');
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({
      allowed: true,
      change: 'new',
      reasons: [],
      current_plan: null,
      target_plan: { slug: 'starter-monthly', name: 'Starter (monthly)' },
      proration: null,
    });
  });

  it('POST /validate/plan-upgrade refuses the plan the domain is already on', async () => {
    const { api, domain } = await domainOwner(server());
    await onPlan(domain, 'pro-monthly', { paid: true });
    const { data } = await validate(api, domain.id, 'pro-monthly');
    expect(data?.data).toMatchObject({
      allowed: false,
      change: 'same',
      reasons: ['This domain is already on Pro (monthly)'],
      current_plan: { slug: 'pro-monthly' },
    });
  });

  it('POST /validate/plan-upgrade prices an upgrade at the difference for the two thirds of the period left', async () => {
    const { api, domain } = await domainOwner(server());
    await onPlan(domain, 'starter-monthly', { paid: true });
    const { data } = await validate(api, domain.id, 'pro-monthly');
    // (4 900 − 1 900) × 20/30 = 2 000 cents.
    expect(data?.data).toMatchObject({
      allowed: true,
      change: 'upgrade',
      current_plan: { slug: 'starter-monthly' },
      proration: { amount: 2000, currency: 'USD' },
    });
  });

  it('POST /validate/plan-upgrade has no proration for a trial, which was not paid', async () => {
    const { api, domain } = await domainOwner(server());
    await onPlan(domain, 'starter-monthly', { paid: true });
    await server()
      .db.update(subscriptions)
      .set({ status: 'trialing' })
      .where(eq(subscriptions.domainId, domain.id));
    const { data } = await validate(api, domain.id, 'pro-monthly');
    expect(data?.data).toMatchObject({ allowed: true, change: 'upgrade', proration: null });
  });

  it('POST /validate/plan-upgrade allows paying for the plan of the domain’s trial, as a new subscription', async () => {
    const { api, domain } = await domainOwner(server());
    await onPlan(domain, 'starter-monthly', { paid: true });
    await server()
      .db.update(subscriptions)
      .set({ status: 'trialing' })
      .where(eq(subscriptions.domainId, domain.id));
    const { data } = await validate(api, domain.id, 'starter-monthly');
    expect(data?.data).toMatchObject({ allowed: true, change: 'new', reasons: [], proration: null });
  });

  it('POST /validate/plan-upgrade refuses a downgrade the domain’s usage exceeds, naming each figure and limit, with a credit', async () => {
    const { db } = server();
    const { api, domain, token } = await domainOwner(server());
    await onPlan(domain, 'pro-monthly', { paid: true });
    await db.insert(trackingDomains).values({
      domainId: domain.id,
      hostname: `t.${domain.name}`,
      cnameTarget: 'edge.tracklane.test',
    });
    await db
      .insert(domainServices)
      .values(
        ['meta_capi', 'google_ga4', 'webhook'].map((key) => ({ domainId: domain.id, key, settings: {} })),
      );
    const now = new Date().toISOString();
    await storeEvents(server(), [
      { domainId: domain.id, at: now },
      { domainId: domain.id, at: now },
      { domainId: domain.id, at: now },
      // Test events count nowhere.
      { domainId: domain.id, at: now, source: 'test' },
    ]);
    const tiny = await tinyPlan();

    const { data } = await validate(api, domain.id, tiny);
    expect(data?.data).toMatchObject({
      allowed: false,
      change: 'downgrade',
      reasons: [
        'This domain has 1 tracking domain, more than the 0 Tiny allows',
        'This domain forwards events to 3 services, more than the 1 Tiny allows: remove some first',
        'This domain has received 3 events this billing period, more than the 2 Tiny allows',
      ],
      // (100 − 4 900) × 20/30 = −3 200 cents.
      proration: { amount: -3200, currency: 'USD' },
    });

    const polish = await validate(server().client({ token, language: 'pl' }), domain.id, tiny);
    expect(polish.data?.data.reasons).toEqual([
      'Ta domena ma 1 domenę śledzącą, a plan Tiny pozwala na 0',
      'Ta domena przekazuje zdarzenia do 3 usług, a plan Tiny pozwala na 1: najpierw usuń część z nich',
      'Ta domena otrzymała w tym okresie rozliczeniowym 3 zdarzenia, a plan Tiny pozwala na 2',
    ]);
  });

  it('POST /validate/plan-upgrade refuses any change of a suspended domain', async () => {
    const { api, account } = await domainOwner(server());
    const suspended = await createOwnedDomain(server(), account.id);
    await server().db.update(domains).set({ status: 'suspended' }).where(eq(domains.id, suspended.id));
    const { data } = await validate(api, suspended.id, 'business-monthly');
    expect(data?.data).toMatchObject({
      allowed: false,
      change: 'new',
      reasons: ['This domain is suspended: contact support before changing its plan'],
    });
  });
});
