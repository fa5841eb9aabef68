import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { monthlyRevenue } from './admin-plan-money.ts';
import { planListQuery } from './admin-plan-list.ts';
import { adminPlanView, adminPlanViews } from './admin-plan-view.ts';
import {
  allPlans,
  findPlan,
  listPlans,
  planSubscriptionFigures,
  siteCurrency,
  subscriptionsOfPlan,
} from './admin-plans.repo.ts';

export const planNotFound = msg`This plan does not exist or has been deleted`;

const DAY_MS = 86_400_000;

/** The staff's reads of plans: the list, one plan, the figures per plan and a change's impact. */
export function adminPlanReadHandlers(context: AppContext): Handlers {
  const { db } = context;
  const now = () => context.now?.() ?? new Date();

  async function onePlan(slug: string) {
    const plan = await findPlan(db, slug);
    if (!plan) throw notFound(planNotFound);
    return plan;
  }

  const adminListPlans: Handler<'adminListPlans'> = async (request) => {
    const { filter, order } = planListQuery(request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listPlans(db, filter, order, { limit: perPage, offset });
    const items = await adminPlanViews(context, rows);
    return page(items, { page: current, perPage, total }, request.t(msg`Plans`));
  };

  const adminGetPlan: Handler<'adminGetPlan'> = async (request) =>
    ok(await adminPlanView(context, await onePlan(request.params.slug)), request.t(msg`Plan`));

  const adminGetPlanStatistics: Handler<'adminGetPlanStatistics'> = async (request) => {
    const [plans, figures, currency] = await Promise.all([
      allPlans(db),
      planSubscriptionFigures(db, new Date(now().getTime() - 30 * DAY_MS)),
      siteCurrency(db),
    ]);
    const items = plans.map((plan) => {
      const figure = figures.find((row) => row.plan_id === plan.id);
      const active = figure?.active ?? 0;
      return {
        plan: { id: plan.id, slug: plan.slug, name: plan.name },
        is_active: plan.isActive,
        interval: plan.interval,
        active_subscriptions: active,
        trialing_subscriptions: figure?.trialing ?? 0,
        canceled_last_30_days: figure?.canceled ?? 0,
        mrr: { amount: monthlyRevenue(active, plan.priceAmount, plan.interval), currency: plan.currency },
      };
    });
    // Never summed across currencies: the total is the site currency's, and shares are of it.
    const total = items
      .filter((item) => item.mrr.currency === currency)
      .reduce((sum, item) => sum + item.mrr.amount, 0);
    const data = {
      total_mrr: { amount: total, currency },
      active_subscriptions: items.reduce((sum, item) => sum + item.active_subscriptions, 0),
      trialing_subscriptions: items.reduce((sum, item) => sum + item.trialing_subscriptions, 0),
      plans: items.map((item) =>
        item.mrr.currency === currency && total > 0
          ? { ...item, mrr_share_percent: Math.round((item.mrr.amount / total) * 1000) / 10 }
          : item,
      ),
    };
    return ok(data, request.t(msg`Plan statistics`));
  };

  const adminPreviewPlanChange: Handler<'adminPreviewPlanChange'> = async (request) => {
    const plan = await onePlan(request.params.slug);
    const change = request.body;
    const subscriptions = await subscriptionsOfPlan(db, plan.id);
    const paying = subscriptions.active + subscriptions.pastDue;
    const price = change.price ?? { amount: plan.priceAmount, currency: plan.currency };
    const interval = change.interval ?? plan.interval;
    const data = {
      subscriptions: {
        trialing: subscriptions.trialing,
        active: subscriptions.active,
        past_due: subscriptions.pastDue,
      },
      mrr_current: {
        amount: monthlyRevenue(paying, plan.priceAmount, plan.interval),
        currency: plan.currency,
      },
      mrr_proposed: { amount: monthlyRevenue(paying, price.amount, interval), currency: price.currency },
      price_changes:
        price.amount !== plan.priceAmount || price.currency !== plan.currency || interval !== plan.interval,
      first_renewal_at: subscriptions.firstRenewalAt,
      closes_to_new: plan.isActive && change.is_active === false,
    };
    return ok(data, request.t(msg`Who the change affects`));
  };

  return { adminListPlans, adminGetPlan, adminGetPlanStatistics, adminPreviewPlanChange };
}
