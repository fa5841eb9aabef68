import type {
  AdminFeature,
  AdminFeatureCreateRequest,
  AdminFeatureUpdateRequest,
  AdminPlan,
  AdminPlanBulkItem,
  AdminPlanUpdateRequest,
} from '@/api/queries/admin-plans';
import { anAdminPlan, anImpact, theFeatures } from '../../fixtures/admin-plans';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the plans part: plans and features held in memory, answering as the reference server does
// (deletes refused while subscriptions name a plan, copies named -copy, the impact of a price change at
// the typed price), so a test can act and see the screen follow. Each write is recorded.

export interface PlanStore {
  plans: AdminPlan[];
  features: AdminFeature[];
  listed: URLSearchParams[];
  updated: { slug: string; body: AdminPlanUpdateRequest }[];
  previewed: AdminPlanUpdateRequest[];
  bulk: AdminPlanBulkItem[][];
  deleted: { slug: string; reason: string | null }[];
  featureCreates: AdminFeatureCreateRequest[];
  featureUpdates: { slug: string; body: AdminFeatureUpdateRequest }[];
}

export function aPlanStore(overrides: Partial<PlanStore> = {}): PlanStore {
  return {
    plans: [
      anAdminPlan(),
      anAdminPlan({
        id: 'plan-old',
        slug: 'legacy',
        name: 'Legacy',
        is_active: false,
        is_popular: false,
        active_subscriptions_count: 0,
        price: { amount: 900, currency: 'USD' },
        stripe_price_id: 'price_legacy',
        stripe_price_mismatch: { stripe_price: { amount: 1200, currency: 'USD' }, stripe_interval: 'month' },
      }),
    ],
    features: theFeatures(),
    listed: [],
    updated: [],
    previewed: [],
    bulk: [],
    deleted: [],
    featureCreates: [],
    featureUpdates: [],
    ...overrides,
  };
}

const planNotFound = () => refusal(404, 'This plan does not exist or has been deleted');

/** The plans part's handlers over `store`. */
export function adminPlansHandlers(store: PlanStore) {
  const find = (slug: string | undefined) => store.plans.find((plan) => plan.slug === slug);
  return [
    contract.get('/admin/plans', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.listed.push(params);
      const search = params.get('search')?.toLowerCase();
      const active = params.get('filter[is_active]');
      const items = store.plans.filter(
        (plan) =>
          (!search || `${plan.name} ${plan.slug}`.toLowerCase().includes(search)) &&
          (!active || String(plan.is_active) === active),
      );
      return listEnvelope(items);
    }),
    contract.get('/admin/plans/{slug}', ({ params }) => {
      const plan = find(params.slug);
      return plan ? envelope(plan) : planNotFound();
    }),
    contract.put('/admin/plans/{slug}', async ({ params, request }) => {
      const plan = find(params.slug);
      if (!plan) return planNotFound();
      const body = (await request.json()) as AdminPlanUpdateRequest;
      store.updated.push({ slug: plan.slug, body });
      if (body.slug && body.slug !== plan.slug && find(body.slug)) {
        return refusal(422, 'A plan with this slug already exists', {
          slug: ['A plan with this slug already exists'],
        });
      }
      Object.assign(plan, { name: body.name ?? plan.name, slug: body.slug ?? plan.slug });
      return envelope(plan);
    }),
    contract.post('/admin/plans/impact/{slug}', async ({ params, request }) => {
      const plan = find(params.slug);
      if (!plan) return planNotFound();
      const body = (await request.json()) as AdminPlanUpdateRequest;
      store.previewed.push(body);
      const amount = body.price?.amount ?? plan.price.amount;
      const changes = amount !== plan.price.amount || (body.interval ?? plan.interval) !== plan.interval;
      return envelope(
        anImpact({
          mrr_proposed: { amount: 3 * amount, currency: 'USD' },
          price_changes: changes,
          closes_to_new: plan.is_active && body.is_active === false,
        }),
      );
    }),
    contract.post('/admin/plans/duplicate/{slug}', ({ params }) => {
      const plan = find(params.slug);
      if (!plan) return planNotFound();
      const copy = {
        ...plan,
        id: `${plan.id}-copy`,
        slug: `${plan.slug}-copy`,
        name: `${plan.name} (copy)`,
        is_active: false,
      };
      store.plans.push(copy);
      return envelope(copy);
    }),
    contract.delete('/admin/plans/{slug}', ({ params, request }) => {
      const plan = find(params.slug);
      if (!plan) return planNotFound();
      store.deleted.push({ slug: plan.slug, reason: new URL(request.url).searchParams.get('reason') });
      if (plan.active_subscriptions_count > 0) {
        const message = `Subscriptions on this plan: ${plan.active_subscriptions_count}. A plan in use cannot be deleted: switch it off instead`;
        return refusal(422, message, { plan: [message] });
      }
      store.plans = store.plans.filter((item) => item !== plan);
      return envelope(null);
    }),
    contract.post('/admin/plans/bulk-update', async ({ request }) => {
      const { plans } = (await request.json()) as { plans: AdminPlanBulkItem[] };
      store.bulk.push(plans);
      const changed = plans.map((item) => Object.assign(find(item.slug) ?? anAdminPlan(), item));
      return envelope(changed);
    }),
    contract.get('/admin/enhanced-features', () => envelope(store.features)),
    contract.post('/admin/enhanced-features', async ({ request }) => {
      const body = (await request.json()) as AdminFeatureCreateRequest;
      store.featureCreates.push(body);
      const feature = {
        ...store.features[0],
        ...body,
        id: `feature-${body.slug}`,
        plans_count: 0,
      } as AdminFeature;
      store.features.push(feature);
      return envelope(feature);
    }),
    contract.put('/admin/enhanced-features/{slug}', async ({ params, request }) => {
      const feature = store.features.find((item) => item.slug === params.slug);
      if (!feature) return refusal(404, 'This feature does not exist or has been deleted');
      const body = (await request.json()) as AdminFeatureUpdateRequest;
      store.featureUpdates.push({ slug: feature.slug, body });
      Object.assign(feature, body);
      return envelope(feature);
    }),
    contract.delete('/admin/enhanced-features/{slug}', ({ params }) => {
      const feature = store.features.find((item) => item.slug === params.slug);
      if (!feature) return refusal(404, 'This feature does not exist or has been deleted');
      if (feature.plans_count > 0) {
        const message = `Plans offering this feature: ${feature.plans_count}. Take it off them first, or switch it off instead`;
        return refusal(422, message, { feature: [message] });
      }
      store.features = store.features.filter((item) => item !== feature);
      return envelope(null);
    }),
  ];
}
