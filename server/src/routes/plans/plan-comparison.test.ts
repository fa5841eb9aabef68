import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { plans } from '../../db/schema/business.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';

const server = useTestServer();

/** Sets starter-monthly's `isActive` while `check` runs, as an admin's write would (the cache cleared). */
async function withStarterActive(isActive: boolean, check: () => Promise<void>) {
  const { db } = server();
  const set = async (value: boolean) => {
    await db.update(plans).set({ isActive: value }).where(eq(plans.slug, 'starter-monthly'));
    invalidatePublicReads(db);
  };
  await set(isActive);
  try {
    await check();
  } finally {
    await set(true);
  }
}

describe('GET /plans/{slug}', () => {
  it('GET /plans/{slug} answers the plan with its limits and features, without a token', async () => {
    const { data, response } = await server()
      .client()
      .GET('/plans/{slug}', { params: { path: { slug: 'business-yearly' } } });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({
      slug: 'business-yearly',
      price: { amount: 149_000, currency: 'USD' },
      interval: 'year',
      limits: { events_per_month: 1_000_000, tracking_domains: 10, services: null },
    });
    expect(data?.data.features.find((feature) => feature.slug === 'api_access')?.value).toBe(true);
  });

  it('GET /plans/{slug} answers 404 for an unknown plan and for an inactive one', async () => {
    const get = (slug: string) =>
      server()
        .client()
        .GET('/plans/{slug}', { params: { path: { slug } } });
    expect((await get('gold-forever')).response.status).toBe(404);
    await withStarterActive(false, async () => {
      expect((await get('starter-monthly')).response.status).toBe(404);
    });
    expect((await get('starter-monthly')).response.status).toBe(200);
  });
});

describe('GET /plans/compare', () => {
  it('GET /plans/compare answers every active plan against every active feature without `plans`', async () => {
    const { data, response } = await server().client().GET('/plans/compare');
    expect(response.status).toBe(200);
    expect(data?.data.plans.map((plan) => plan.slug)).toEqual([
      'starter-monthly',
      'starter-yearly',
      'pro-monthly',
      'pro-yearly',
      'business-monthly',
      'business-yearly',
    ]);
    const rows = data?.data.features ?? [];
    expect(rows.map((row) => row.slug)).toEqual([
      'events_per_month',
      'tracking_domains',
      'services',
      'data_retention_days',
      'custom_events',
      'realtime_analytics',
      'analytics_export',
      'api_access',
      'support_level',
    ]);
    expect(rows.find((row) => row.slug === 'services')).toMatchObject({
      name: 'Destinations',
      type: 'limit',
      values: { 'starter-monthly': 2, 'pro-yearly': 5, 'business-monthly': null },
    });
  });

  it('GET /plans/compare?plans= answers the named plans in sort order, whatever order they came in', async () => {
    const { data } = await server()
      .client()
      .GET('/plans/compare', { params: { query: { plans: 'pro-monthly,starter-monthly' } } });
    expect(data?.data.plans.map((plan) => plan.slug)).toEqual(['starter-monthly', 'pro-monthly']);
    const apiAccess = data?.data.features.find((row) => row.slug === 'api_access');
    expect(apiAccess?.values).toEqual({ 'starter-monthly': false, 'pro-monthly': false });
    const support = data?.data.features.find((row) => row.slug === 'support_level');
    expect(support).toMatchObject({ type: 'text', values: { 'pro-monthly': 'Priority email' } });
  });

  it('GET /plans/compare answers 422 on plans for an unknown or inactive slug, or a single plan', async () => {
    const compare = (plansQuery: string) =>
      server()
        .client()
        .GET('/plans/compare', { params: { query: { plans: plansQuery } } });
    const unknown = await compare('pro-monthly,gold-forever');
    expect(unknown.response.status).toBe(422);
    expect(Object.keys(unknown.error?.errors ?? {})).toEqual(['plans']);
    await withStarterActive(false, async () => {
      expect((await compare('starter-monthly,pro-monthly')).response.status).toBe(422);
    });
    expect((await compare('pro-monthly')).response.status).toBe(422);
  });
});

describe('POST /plans/compare-plans', () => {
  it('POST /plans/compare-plans answers the matrix of the plans in the body; a plan lacking a feature has false or 0', async () => {
    const { db } = server();
    await db
      .insert(plans)
      .values({ slug: 'bare-monthly', name: 'Bare', priceAmount: 500, interval: 'month' });
    try {
      const { data, response } = await server()
        .client()
        .POST('/plans/compare-plans', { body: { plans: ['pro-monthly', 'bare-monthly'] } });
      expect(response.status).toBe(200);
      expect(data?.data.plans.map((plan) => plan.slug)).toEqual(['bare-monthly', 'pro-monthly']);
      const value = (slug: string) =>
        data?.data.features.find((row) => row.slug === slug)?.values['bare-monthly'];
      expect([value('events_per_month'), value('custom_events'), value('support_level')]).toEqual([
        0,
        false,
        false,
      ]);
      expect(data?.data.features.find((row) => row.slug === 'events_per_month')?.values['pro-monthly']).toBe(
        100_000,
      );
    } finally {
      await db.delete(plans).where(eq(plans.slug, 'bare-monthly'));
    }
  });

  it('POST /plans/compare-plans answers 422 on plans.N for each unknown slug, in the request language', async () => {
    const { error, response } = await server()
      .client({ language: 'pl' })
      .POST('/plans/compare-plans', { body: { plans: ['pro-monthly', 'gold-forever', 'silver'] } });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      'plans.1': ['Ten plan nie istnieje lub nie jest już oferowany'],
      'plans.2': ['Ten plan nie istnieje lub nie jest już oferowany'],
    });
  });

  it('POST /plans/compare-plans answers 422 for a body of one plan, of repeated plans, of a malformed slug or none', async () => {
    const post = (body: unknown) =>
      server()
        .client()
        .POST('/plans/compare-plans', { body: body as { plans: string[] } });
    expect((await post({ plans: ['pro-monthly'] })).response.status).toBe(422);
    expect((await post({ plans: ['pro-monthly', 'pro-monthly'] })).response.status).toBe(422);
    expect((await post({ plans: ['pro-monthly', 'Pro Monthly'] })).response.status).toBe(422);
    expect((await post({})).response.status).toBe(422);
  });
});
