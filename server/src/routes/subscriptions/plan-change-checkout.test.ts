import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asDate,
  cardForm,
  checkoutUrls,
  postForm,
  subscribedOwner,
  TEST_CARDS,
} from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { subscriptions } from '../../db/schema/billing.ts';

const server = useTestServer();
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** 28 Nov, in a period of 1 Nov to 1 Dec: the walk-through's proration. */
const PERIOD = { start: new Date('2031-11-01T00:00:00Z'), end: new Date('2031-12-01T00:00:00Z') };
const CHANGED_AT = new Date('2031-11-28T09:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

/**
 * An owner paying Pro monthly for the period 1 Nov – 1 Dec, with the clock at `CHANGED_AT`. They signed
 * up and paid two hours earlier on that clock, so their session is fresh and their first invoice older.
 */
async function proOwnerOn28November() {
  vi.useFakeTimers({ toFake: ['Date'], now: CHANGED_AT.getTime() - 2 * 60 * MINUTE_MS });
  const owner = await subscribedOwner(server(), 'pro-monthly');
  await server()
    .db.update(subscriptions)
    .set({ currentPeriodStart: PERIOD.start, currentPeriodEnd: PERIOD.end })
    .where(eq(subscriptions.domainId, owner.domain.id));
  vi.setSystemTime(CHANGED_AT);
  return owner;
}

type Api = Awaited<ReturnType<typeof subscribedOwner>>['api'];

async function checkBusiness(api: Api, domainId: string) {
  const { data, error } = await api.POST('/validate/plan-upgrade', {
    body: { domain_id: domainId, plan_slug: 'business-monthly' },
  });
  if (!data) throw new Error(`the check did not answer: ${JSON.stringify(error)}`);
  return data.data;
}

async function checkoutBusiness(api: Api, domainId: string, pricedAt?: Date) {
  return api.POST('/subscriptions/checkout', {
    body: {
      domain_id: domainId,
      plan_slug: 'business-monthly',
      ...(pricedAt && { priced_at: pricedAt }),
      ...checkoutUrls(server()),
    },
  });
}

async function amountOf(api: Api, session: string) {
  const { data } = await api.GET('/subscriptions/checkout/sessions/{session}', {
    params: { path: { session } },
  });
  return data?.data.amount.amount;
}

// Each test starts an owner, a checkout and a payment: more than the default 20 s on a busy machine.
describe('a plan change’s amount, from the check to the invoice', { timeout: 60_000 }, () => {
  it('POST /subscriptions/checkout with the check’s priced_at charges the amount the check showed, 40 minutes later', async () => {
    const { api, domain } = await proOwnerOn28November();
    const check = await checkBusiness(api, domain.id);
    // (14 900 − 4 900) × 3 days less 9.5 hours of 30 days.
    expect(check.proration).toEqual({ amount: 868, currency: 'USD' });
    expect(asDate(check.priced_at)).toEqual(CHANGED_AT);

    vi.setSystemTime(CHANGED_AT.getTime() + 40 * MINUTE_MS);
    const quoted = await checkoutBusiness(api, domain.id, asDate(check.priced_at));
    expect(quoted.response.status).toBe(200);
    expect(await amountOf(api, quoted.data?.data.session_id ?? '')).toBe(868);
    // Worked out afresh, the same change costs a cent less by now: the check's moment is what keeps them equal.
    const afresh = await checkoutBusiness(api, domain.id);
    expect(await amountOf(api, afresh.data?.data.session_id ?? '')).toBe(859);
  });

  it('POST /subscriptions/checkout answers 422 on priced_at more than an hour old, in the future or before the period', async () => {
    const { api, domain } = await proOwnerOn28November();
    const check = await checkBusiness(api, domain.id);
    const pricedAt = asDate(check.priced_at);
    vi.setSystemTime(pricedAt.getTime() + 61 * MINUTE_MS);
    for (const moment of [
      pricedAt,
      new Date(Date.now() + MINUTE_MS),
      new Date(PERIOD.start.getTime() - DAY_MS),
    ]) {
      const { response, error } = await checkoutBusiness(api, domain.id, moment);
      expect(response.status, moment.toISOString()).toBe(422);
      expect(error?.errors).toEqual({
        priced_at: ['The amount shown is out of date: choose the plan again to see what is charged now'],
      });
    }
  });

  it('the paid change’s invoice covers the rest of the period, from the day of the change, not the whole period', async () => {
    const { api, domain } = await proOwnerOn28November();
    const check = await checkBusiness(api, domain.id);
    const started = await checkoutBusiness(api, domain.id, asDate(check.priced_at));
    const paid = await postForm(
      server(),
      new URL(started.data?.data.checkout_url ?? '').pathname,
      cardForm(TEST_CARDS.pays),
    );
    expect(paid.statusCode).toBe(303);
    const { data } = await api.GET('/subscriptions/invoices', {
      params: { query: { per_page: 1 } },
    });
    const [proration] = data?.data ?? [];
    expect(proration).toMatchObject({ total: { amount: 868, currency: 'USD' } });
    expect(asDate(proration?.period_start)).toEqual(CHANGED_AT);
    expect(asDate(proration?.period_end)).toEqual(PERIOD.end);
    // The subscription keeps its period.
    const { data: subscription } = await api.GET('/subscriptions/{domain}', {
      params: { path: { domain: domain.id } },
    });
    expect(asDate(subscription?.data?.current_period_start)).toEqual(PERIOD.start);
  });
});
