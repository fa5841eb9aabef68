import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import { activeFeaturesOf, listActivePlans, type PlanFeatureRow, type PlanRow } from './plans.repo.ts';

type PlanView = components['schemas']['Plan'];
type PlanFeatureView = components['schemas']['PlanFeature'];

function planView(plan: PlanRow, features: PlanFeatureView[]): PlanView {
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price: { amount: plan.priceAmount, currency: plan.currency },
    interval: plan.interval,
    trial_days: plan.trialDays,
    limits: {
      events_per_month: plan.eventsPerMonth,
      tracking_domains: plan.trackingDomains,
      services: plan.services,
    },
    features,
    is_active: plan.isActive,
    is_popular: plan.isPopular,
    sort_order: plan.sortOrder,
    created_at: plan.createdAt,
    updated_at: plan.updatedAt,
  };
}

/** Each plan's features, keyed by plan id. */
function byPlan(rows: PlanFeatureRow[]): Map<string, PlanFeatureView[]> {
  const result = new Map<string, PlanFeatureView[]>();
  for (const { planId, slug, name, value } of rows) {
    const list = result.get(planId) ?? [];
    list.push({ slug, name, value });
    result.set(planId, list);
  }
  return result;
}

/** The plans on offer, for the pricing page and checkout; public, so answered from memory. */
export function plansListHandlers({ db }: AppContext): Handlers {
  const listPlans: Handler<'listPlans'> = async (request) => {
    const plans = await listActivePlans(db, request.query.interval);
    const features = byPlan(
      await activeFeaturesOf(
        db,
        plans.map((plan) => plan.id),
      ),
    );
    return ok(
      plans.map((plan) => planView(plan, features.get(plan.id) ?? [])),
      request.t(msg`Plans on offer`),
    );
  };

  return { listPlans: cachedRead(db, listPlans) };
}
