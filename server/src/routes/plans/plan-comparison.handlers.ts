import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Locale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField, invalidFields } from '../../lib/http-error.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import { planViews } from './plans.handlers.ts';
import { activeFeatures, activePlansNamed, listActivePlans, type PlanRow } from './plans.repo.ts';

type PlanComparison = components['schemas']['PlanComparison'];

const comparisonMessages = {
  title: msg`Plans compared`,
  unknownPlans: msg`Choose plans that are on offer`,
  unknownPlan: msg`This plan does not exist or is no longer offered`,
};

/** Every active feature against `plans`: a row per feature, its value per plan slug, worded in `locale`. */
async function comparison(db: Database, plans: PlanRow[], locale: Locale): Promise<PlanComparison> {
  const [views, features] = await Promise.all([planViews(db, plans, locale), activeFeatures(db, locale)]);
  return {
    plans: views,
    features: features.map((feature) => ({
      slug: feature.slug,
      name: feature.name,
      description: feature.description,
      type: feature.type,
      values: Object.fromEntries(
        views.map((plan) => {
          const offered = plan.features.find((entry) => entry.slug === feature.slug);
          // The contract: a plan without the feature has false, or 0 for a limit.
          return [plan.slug, offered ? offered.value : feature.type === 'limit' ? 0 : false];
        }),
      ),
    })),
  };
}

/** The slugs among `slugs` that name no active plan. */
const missing = (slugs: readonly string[], plans: PlanRow[]) =>
  slugs.filter((slug) => !plans.some((plan) => plan.slug === slug));

/** `GET /plans/compare` and `POST /plans/compare-plans`: the feature matrix of chosen plans. */
export function planComparisonHandlers({ db }: AppContext): Handlers {
  const getPlanComparison: Handler<'getPlanComparison'> = async (request) => {
    const slugs = request.query.plans?.split(',');
    const { locale } = request;
    const plans = slugs
      ? await activePlansNamed(db, [...new Set(slugs)], locale)
      : await listActivePlans(db, locale);
    if (slugs && missing(slugs, plans).length) throw invalidField('plans', comparisonMessages.unknownPlans);
    return ok(await comparison(db, plans, locale), request.t(comparisonMessages.title));
  };

  const comparePlans: Handler<'comparePlans'> = async (request) => {
    const slugs = request.body.plans;
    const plans = await activePlansNamed(db, slugs, request.locale);
    const unknown = missing(slugs, plans);
    if (unknown.length) {
      throw invalidFields(
        Object.fromEntries(
          unknown.map((slug) => [
            `plans.${String(slugs.indexOf(slug))}`,
            [{ message: comparisonMessages.unknownPlan }],
          ]),
        ),
      );
    }
    return ok(await comparison(db, plans, request.locale), request.t(comparisonMessages.title));
  };

  return { getPlanComparison: cachedRead(db, getPlanComparison), comparePlans };
}
