import type { components } from '#contract';
import type { AppContext } from '../../../app-context.ts';
import { stripePriceLookup, type StripePriceFacts } from '../../../services/payments/stripe/stripe-prices.ts';
import {
  liveSubscriptionCounts,
  offeredFeatures,
  planTexts,
  type OfferedFeature,
  type PlanRow,
} from './admin-plans.repo.ts';

type AdminPlanView = components['schemas']['AdminPlan'];
type Mismatch = components['schemas']['AdminStripePriceMismatch'];

/** What Stripe charges when it differs from the plan (or Stripe does not know the price); else null. */
function mismatchOf(plan: PlanRow, stripe: StripePriceFacts | null | undefined): Mismatch {
  if (stripe === undefined) return null;
  if (stripe === null) return { stripe_price: null, stripe_interval: null };
  const agrees =
    stripe.amount === plan.priceAmount &&
    stripe.currency === plan.currency &&
    stripe.interval === plan.interval;
  return agrees
    ? null
    : {
        stripe_price: { amount: stripe.amount, currency: stripe.currency },
        stripe_interval: stripe.interval,
      };
}

function featureView(feature: OfferedFeature): AdminPlanView['features'][number] {
  return {
    slug: feature.slug,
    name: feature.name,
    value: feature.value,
    ...(feature.type === 'text' && { translations: feature.translations }),
  };
}

/**
 * `plans` as the admin panel sees them: English texts with their translations, every feature offered
 * (also those switched off), live subscriptions, and, when Stripe is configured, a price that differs
 * from the Stripe price the plan names.
 */
export async function adminPlanViews(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  plans: PlanRow[],
  { checkStripe = true }: { checkStripe?: boolean } = {},
): Promise<AdminPlanView[]> {
  const ids = plans.map((plan) => plan.id);
  const lookup = checkStripe ? stripePriceLookup(config.payments) : undefined;
  const priceIds = plans.flatMap((plan) => (plan.stripePriceId ? [plan.stripePriceId] : []));
  const [offers, texts, live, stripePrices] = await Promise.all([
    offeredFeatures(db, ids),
    planTexts(db, ids),
    liveSubscriptionCounts(db, ids),
    lookup && priceIds.length ? lookup(priceIds) : new Map<string, StripePriceFacts | null>(),
  ]);
  return plans.map((plan) => ({
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
    features: offers.filter((offer) => offer.planId === plan.id).map(featureView),
    is_active: plan.isActive,
    is_popular: plan.isPopular,
    sort_order: plan.sortOrder,
    created_at: plan.createdAt,
    updated_at: plan.updatedAt,
    stripe_price_id: plan.stripePriceId,
    active_subscriptions_count: live.get(plan.id) ?? 0,
    translations: texts.get(plan.id) ?? {},
    stripe_price_mismatch: plan.stripePriceId ? mismatchOf(plan, stripePrices.get(plan.stripePriceId)) : null,
  }));
}

/** One plan as the admin panel sees it. */
export async function adminPlanView(context: Pick<AppContext, 'db' | 'config'>, plan: PlanRow) {
  const [view] = await adminPlanViews(context, [plan]);
  return view as AdminPlanView;
}

/** The fields of `plan` the audit trail compares, as the contract names them, read through `db`. */
export async function auditedPlan(context: Pick<AppContext, 'db' | 'config'>, plan: PlanRow) {
  const [view] = (await adminPlanViews(context, [plan], { checkStripe: false })) as [AdminPlanView];
  return {
    slug: view.slug,
    name: view.name,
    description: view.description,
    price: `${view.price.amount} ${view.price.currency}`,
    interval: view.interval,
    trial_days: view.trial_days,
    ...view.limits,
    features: view.features.map((feature) => `${feature.slug}=${JSON.stringify(feature.value)}`),
    is_active: view.is_active,
    is_popular: view.is_popular,
    sort_order: view.sort_order,
    stripe_price_id: view.stripe_price_id,
    ...textsByField(view.translations),
  };
}

/**
 * Texts per language as flat fields (`name_pl`, `description_pl`…), so the activity log shows each one
 * that changed as its own before → after.
 */
export function textsByField(
  translations: AdminPlanView['translations'],
): Record<string, string | null | undefined> {
  return Object.fromEntries(
    Object.entries(translations ?? {}).flatMap(([language, text]) => [
      [`name_${language}`, text.name],
      [`description_${language}`, text.description],
    ]),
  );
}
