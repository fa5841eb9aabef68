import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Locale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  activeFeaturesOf,
  findActivePlan,
  listActivePlans,
  type PlanFeatureRow,
  type PlanRow,
} from './plans.repo.ts';

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

/** `plans` as the contract's Plan, each with the active features it offers, named in `locale`. */
export async function planViews(db: Database, plans: PlanRow[], locale: Locale): Promise<PlanView[]> {
  const features = byPlan(
    await activeFeaturesOf(
      db,
      plans.map((plan) => plan.id),
      locale,
    ),
  );
  return plans.map((plan) => planView(plan, features.get(plan.id) ?? []));
}

/**
 * The plans on offer, for the pricing page and checkout, worded in the request's language; public, so
 * answered from memory (one answer per language).
 */
export function plansListHandlers({ db }: AppContext): Handlers {
  const listPlans: Handler<'listPlans'> = async (request) => {
    const plans = await listActivePlans(db, request.locale, request.query.interval);
    return ok(await planViews(db, plans, request.locale), request.t(msg`Plans on offer`));
  };

  const getPlan: Handler<'getPlan'> = async (request) => {
    const plan = await findActivePlan(db, request.params.slug, request.locale);
    if (!plan) throw notFound(msg`This plan does not exist or is no longer offered`);
    const features = byPlan(await activeFeaturesOf(db, [plan.id], request.locale));
    return ok(planView(plan, features.get(plan.id) ?? []), request.t(msg`Plan ${{ name: plan.name }}`));
  };

  return { listPlans: cachedRead(db, listPlans), getPlan: cachedRead(db, getPlan) };
}
