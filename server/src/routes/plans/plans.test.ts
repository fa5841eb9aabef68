import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { features, plans } from '../../db/schema/business.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';

const server = useTestServer();

/** Runs `check` while `write` holds, undoing it after, as the plans repo's write functions would. */
async function whileChanged(
  write: () => Promise<unknown>,
  undo: () => Promise<unknown>,
  check: () => Promise<void>,
) {
  const { db } = server();
  await write();
  invalidatePublicReads(db);
  try {
    await check();
  } finally {
    await undo();
    invalidatePublicReads(db);
  }
}

const SEEDED = [
  'starter-monthly',
  'starter-yearly',
  'pro-monthly',
  'pro-yearly',
  'business-monthly',
  'business-yearly',
];

describe('GET /plans', () => {
  it('GET /plans answers the active plans in sort order with price, limits and features, without a token', async () => {
    const { data, response } = await server().client().GET('/plans');
    expect(response.status).toBe(200);
    const list = data?.data ?? [];
    expect(list.map((plan) => plan.slug)).toEqual(SEEDED);
    const pro = list.find((plan) => plan.slug === 'pro-monthly');
    expect(pro).toMatchObject({
      name: 'Pro (monthly)',
      price: { amount: 4900, currency: 'USD' },
      interval: 'month',
      trial_days: 14,
      limits: { events_per_month: 100_000, tracking_domains: 3, services: 5 },
      is_active: true,
      is_popular: true,
    });
    expect(pro?.features.slice(0, 2)).toEqual([
      { slug: 'events_per_month', name: 'Events per month', value: 100_000 },
      { slug: 'tracking_domains', name: 'Tracking domains', value: 3 },
    ]);
    expect(pro?.features.find((feature) => feature.slug === 'support_level')?.value).toBe('Priority email');
    const business = list.find((plan) => plan.slug === 'business-yearly');
    expect(business).toMatchObject({ price: { amount: 149_000 }, limits: { services: null } });
    expect(business?.features.find((feature) => feature.slug === 'services')?.value).toBeNull();
  });

  it('GET /plans?interval=year answers only the yearly plans', async () => {
    const { data } = await server()
      .client()
      .GET('/plans', { params: { query: { interval: 'year' } } });
    expect(data?.data.map((plan) => plan.slug)).toEqual(['starter-yearly', 'pro-yearly', 'business-yearly']);
    expect(data?.data.every((plan) => plan.interval === 'year')).toBe(true);
  });

  it('GET /plans answers 422 for an unknown interval', async () => {
    const { response } = await server()
      .client()
      .GET('/plans', { params: { query: { interval: 'week' as 'month' } } });
    expect(response.status).toBe(422);
  });

  it('GET /plans leaves out inactive plans and inactive features', async () => {
    const { db } = server();
    await whileChanged(
      () =>
        Promise.all([
          db.update(plans).set({ isActive: false }).where(eq(plans.slug, 'starter-monthly')),
          db.update(features).set({ isActive: false }).where(eq(features.slug, 'api_access')),
        ]),
      () =>
        Promise.all([
          db.update(plans).set({ isActive: true }).where(eq(plans.slug, 'starter-monthly')),
          db.update(features).set({ isActive: true }).where(eq(features.slug, 'api_access')),
        ]),
      async () => {
        const { data } = await server().client().GET('/plans');
        const list = data?.data ?? [];
        expect(list.map((plan) => plan.slug)).toEqual(SEEDED.slice(1));
        const slugs = list.flatMap((plan) => plan.features.map((feature) => feature.slug));
        expect(slugs).not.toContain('api_access');
      },
    );
  });
});
