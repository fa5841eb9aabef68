import type { components } from '@/api/schema.gen';
import { aPlan } from '../../fixtures/domains';
import { contract, envelope } from '../contract';

type Schemas = components['schemas'];

// Tag `plans` for the billing screens: the plans on offer, their comparison and the upgrade check. (The
// plain plan list the domain screens need is in ./domains.ts.)

/** Starter, Pro (popular) and Business (unlimited destinations), monthly. */
export function threePlans(): Schemas['Plan'][] {
  return [
    aPlan({
      id: 'plan-starter',
      slug: 'starter',
      name: 'Starter',
      price: { amount: 1900, currency: 'USD' },
      is_popular: false,
    }),
    aPlan(),
    aPlan({
      id: 'plan-business',
      slug: 'business',
      name: 'Business',
      price: { amount: 14900, currency: 'USD' },
      limits: { events_per_month: 1_000_000, tracking_domains: 10, services: null },
      is_popular: false,
    }),
  ];
}

export const planHandlers = {
  /** GET /plans. */
  list: (plans: Schemas['Plan'][] = threePlans()) => contract.get('/plans', () => envelope(plans)),
  /** GET /plans/compare: one feature row (destinations, unlimited on Business) for the plans asked. */
  compare: (plans: Schemas['Plan'][] = threePlans()) =>
    contract.get('/plans/compare', () =>
      envelope({
        plans,
        features: [
          {
            slug: 'services',
            name: 'Destinations',
            description: null,
            type: 'limit' as const,
            values: Object.fromEntries(plans.map((plan) => [plan.slug, plan.limits.services])),
          },
        ],
      }),
    ),
  /** POST /validate/plan-upgrade: `answer` for every plan asked about. */
  upgrade: (answer: Partial<Schemas['PlanUpgradeValidation']> = {}) =>
    contract.post('/validate/plan-upgrade', () =>
      envelope({
        allowed: true,
        change: 'upgrade' as const,
        reasons: [],
        current_plan: { id: 'plan-starter', slug: 'starter', name: 'Starter' },
        target_plan: { id: 'plan-pro', slug: 'pro', name: 'Pro' },
        proration: { amount: 1500, currency: 'USD' },
        priced_at: new Date('2026-01-01T10:00:00Z'),
        ...answer,
      }),
    ),
};
