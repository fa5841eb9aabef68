import { describe, expect, it } from 'vitest';
import { planChange, proration, refusalsOf } from './plan-change.ts';
import type { PlanRow } from './plans.repo.ts';

const plan = (slug: string, values: Partial<PlanRow>): PlanRow => ({
  id: slug,
  slug,
  name: slug,
  description: '',
  priceAmount: 0,
  currency: 'USD',
  interval: 'month',
  trialDays: 0,
  eventsPerMonth: 10_000,
  trackingDomains: 1,
  services: 2,
  isActive: true,
  isPopular: false,
  sortOrder: 0,
  stripePriceId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...values,
});

// The seeded prices and limits.
const starter = plan('starter-monthly', { priceAmount: 1900 });
const pro = plan('pro-monthly', {
  priceAmount: 4900,
  eventsPerMonth: 100_000,
  trackingDomains: 3,
  services: 5,
});
const proYearly = {
  ...pro,
  id: 'pro-yearly',
  slug: 'pro-yearly',
  priceAmount: 49_000,
  interval: 'year' as const,
};
const business = plan('business-monthly', {
  priceAmount: 14_900,
  eventsPerMonth: 1_000_000,
  trackingDomains: 10,
  services: null,
});

/** A 30-day period, a third of it left at NOW. */
const period = (current: PlanRow) => ({
  plan: current,
  start: new Date('2026-11-01T00:00:00Z'),
  end: new Date('2026-12-01T00:00:00Z'),
});
const NOW = new Date('2026-11-21T00:00:00Z');

describe('planChange', () => {
  it('tells a first plan, the same plan, and upgrades and downgrades by limits, then interval', () => {
    expect(planChange(undefined, starter)).toBe('new');
    expect(planChange(pro, pro)).toBe('same');
    expect(planChange(starter, pro)).toBe('upgrade');
    expect(planChange(business, starter)).toBe('downgrade');
    // Unlimited services count above any number.
    expect(planChange(pro, business)).toBe('upgrade');
    expect(planChange(pro, proYearly)).toBe('upgrade');
    expect(planChange(proYearly, pro)).toBe('downgrade');
  });
});

describe('proration', () => {
  it('charges the price difference for the unused third of the period, rounded to the cent', () => {
    // (14 900 − 4 900) × 10/30 = 3 333.33…
    expect(proration(period(pro), business, NOW)).toEqual({ amount: 3333, currency: 'USD' });
  });

  it('credits a downgrade with a negative amount', () => {
    // (1 900 − 14 900) × 10/30 = −4 333.33…
    expect(proration(period(business), starter, NOW)).toEqual({ amount: -4333, currency: 'USD' });
  });

  it('rounds halves away from zero', () => {
    const half = { ...period(plan('a', { priceAmount: 100 })), end: new Date('2026-12-11T00:00:00Z') };
    // 40 days, half left; (103 − 100) × 1/2 = 1.5, and back −1.5.
    expect(proration(half, plan('b', { priceAmount: 103 }), NOW)?.amount).toBe(2);
    const back = { ...half, plan: plan('b', { priceAmount: 103 }) };
    expect(proration(back, plan('a', { priceAmount: 100 }), NOW)?.amount).toBe(-2);
  });

  it('charges the whole yearly price less the unused monthly third when the interval changes', () => {
    // 49 000 − 4 900 × 10/30 = 47 366.67
    expect(proration(period(pro), proYearly, NOW)).toEqual({ amount: 47_367, currency: 'USD' });
  });

  it('answers null without a paid period, or across currencies', () => {
    expect(proration(undefined, pro, NOW)).toBeNull();
    expect(proration(period(starter), { ...pro, currency: 'EUR' }, NOW)).toBeNull();
  });
});

describe('refusalsOf', () => {
  it('names every limit the usage exceeds, and nothing for usage at the limit', () => {
    const usage = { trackingDomains: 1, services: 3, events: 10_001 };
    const reasons = refusalsOf({ change: 'downgrade', suspended: false, usage }, starter);
    expect(reasons.map((reason) => reason.values)).toEqual([
      { used: 3, limit: 2, plan: 'starter-monthly' },
      { used: 10_001, limit: 10_000, plan: 'starter-monthly' },
    ]);
    const atLimit = { trackingDomains: 1, services: 2, events: 10_000 };
    expect(refusalsOf({ change: 'downgrade', suspended: false, usage: atLimit }, starter)).toEqual([]);
  });
});
