import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, invalidFields, notFound } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/i18n.ts';
import { invalidatePublicReads } from '../../../lib/public-reads.ts';
import { inPlanChange, planSubject } from './admin-plan-changes.ts';
import { resolveFeatureOffers, textsOf } from './admin-plan-input.ts';
import { planNotFound } from './admin-plan-reads.handlers.ts';
import { adminPlanView, adminPlanViews, auditedPlan } from './admin-plan-view.ts';
import { deletePlanRow, insertPlan, updatePlanRow, type PlanValues } from './admin-plan-writes.repo.ts';
import {
  findPlan,
  nextSortOrder,
  offeredFeatures,
  planTexts,
  plansNamed,
  replacePlanFeatures,
  replacePlanTexts,
  slugsStartingWith,
  subscriptionsOfPlan,
  TRANSLATED_LOCALES,
  type PlanRow,
} from './admin-plans.repo.ts';

const slugTaken = msg`A plan with this slug already exists`;
const copyName = msg({ message: '{name} (copy)', context: 'name of a copied plan' });

/** The first free slug of a copy of `slug`: `-copy`, then `-copy-2`, `-copy-3`… */
function freeCopySlug(slug: string, taken: Set<string>): string {
  const base = `${slug}-copy`;
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number++;
  return `${base}-${number}`;
}

/** The staff's changes to plans: create, change, copy, delete, switch several at once, clear the cache. */
export function adminPlanWriteHandlers(context: AppContext): Handlers {
  const { db } = context;

  async function onePlan(slug: string) {
    const plan = await findPlan(db, slug);
    if (!plan) throw notFound(planNotFound);
    return plan;
  }

  const adminCreatePlan: Handler<'adminCreatePlan'> = async (request, reply) => {
    const body = request.body;
    if (await findPlan(db, body.slug)) throw invalidField('slug', slugTaken);
    const offers = await resolveFeatureOffers(db, body.features ?? []);
    const values: PlanValues = {
      slug: body.slug,
      name: body.name.trim(),
      description: body.description?.trim() ?? '',
      priceAmount: body.price.amount,
      currency: body.price.currency,
      interval: body.interval,
      trialDays: body.trial_days ?? 0,
      eventsPerMonth: body.limits.events_per_month,
      trackingDomains: body.limits.tracking_domains,
      services: body.limits.services,
      isActive: body.is_active ?? true,
      isPopular: body.is_popular ?? false,
      sortOrder: body.sort_order ?? (await nextSortOrder(db)),
      stripePriceId: body.stripe_price_id ?? null,
    };
    const plan = await inPlanChange(db, async (tx) => {
      const created = await insertPlan(tx, values);
      if (!created) return undefined;
      await replacePlanFeatures(tx, created.id, offers);
      await replacePlanTexts(tx, created.id, textsOf(body.translations ?? {}));
      await recordAdminChange(tx, request, {
        action: 'admin.plan.created',
        subject: planSubject(created),
        after: await auditedPlan({ db: tx, config: context.config }, created),
      });
      return created;
    });
    if (!plan) throw invalidField('slug', slugTaken);
    reply.code(201);
    return ok(await adminPlanView(context, plan), request.t(msg`The plan has been created`));
  };

  const adminUpdatePlan: Handler<'adminUpdatePlan'> = async (request) => {
    const current = await onePlan(request.params.slug);
    const body = request.body;
    if (body.slug !== undefined && body.slug !== current.slug && (await findPlan(db, body.slug))) {
      throw invalidField('slug', slugTaken);
    }
    const offers = body.features && (await resolveFeatureOffers(db, body.features));
    const values: Partial<PlanValues> = {
      ...(body.slug !== undefined && { slug: body.slug }),
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.description !== undefined && { description: body.description.trim() }),
      ...(body.price && { priceAmount: body.price.amount, currency: body.price.currency }),
      ...(body.interval && { interval: body.interval }),
      ...(body.trial_days !== undefined && { trialDays: body.trial_days }),
      ...(body.limits && {
        eventsPerMonth: body.limits.events_per_month,
        trackingDomains: body.limits.tracking_domains,
        services: body.limits.services,
      }),
      ...(body.is_active !== undefined && { isActive: body.is_active }),
      ...(body.is_popular !== undefined && { isPopular: body.is_popular }),
      ...(body.sort_order !== undefined && { sortOrder: body.sort_order }),
      ...(body.stripe_price_id !== undefined && { stripePriceId: body.stripe_price_id }),
    };
    const plan = await inPlanChange(db, async (tx) => {
      const before = await auditedPlan({ db: tx, config: context.config }, current);
      const updated = await updatePlanRow(tx, current.id, values);
      if (offers) await replacePlanFeatures(tx, current.id, offers);
      if (body.translations) await replacePlanTexts(tx, current.id, textsOf(body.translations));
      await recordAdminChange(tx, request, {
        action: 'admin.plan.updated',
        subject: planSubject(updated),
        before,
        after: await auditedPlan({ db: tx, config: context.config }, updated),
      });
      return updated;
    });
    return ok(await adminPlanView(context, plan), request.t(msg`The plan has been saved`));
  };

  const adminDeletePlan: Handler<'adminDeletePlan'> = async (request) => {
    const plan = await onePlan(request.params.slug);
    const subscriptions = await subscriptionsOfPlan(db, plan.id);
    const live = subscriptions.trialing + subscriptions.active + subscriptions.pastDue;
    if (live > 0) {
      throw invalidField(
        'plan',
        msg`Subscriptions on this plan: ${{ count: live }}. A plan in use cannot be deleted: switch it off instead`,
      );
    }
    if (subscriptions.ended > 0) {
      throw invalidField(
        'plan',
        msg`Ended subscriptions on this plan: ${{ count: subscriptions.ended }}. Their history needs it, so it cannot be deleted: switch it off instead`,
      );
    }
    await inPlanChange(db, async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.plan.deleted',
        subject: planSubject(plan),
        reason: request.query.reason?.trim() || undefined,
        before: await auditedPlan({ db: tx, config: context.config }, plan),
      });
      await deletePlanRow(tx, plan.id);
    });
    return ok(null, request.t(msg`The plan has been deleted`));
  };

  const adminBulkUpdatePlans: Handler<'adminBulkUpdatePlans'> = async (request) => {
    const items = request.body.plans;
    const found = await plansNamed(
      db,
      items.map((item) => item.slug),
    );
    const bySlug = new Map(found.map((plan) => [plan.slug, plan]));
    const unknown = Object.fromEntries(
      items.flatMap((item, index) =>
        bySlug.has(item.slug) ? [] : [[`plans.${index}.slug`, [{ message: planNotFound }]]],
      ),
    );
    if (Object.keys(unknown).length) throw invalidFields(unknown);
    // All or nothing: every change and its audit entry in one transaction.
    const changed = await inPlanChange(db, async (tx) => {
      const result: PlanRow[] = [];
      for (const item of items) {
        const current = bySlug.get(item.slug) as PlanRow;
        const before = await auditedPlan({ db: tx, config: context.config }, current);
        const updated = await updatePlanRow(tx, current.id, {
          ...(item.is_active !== undefined && { isActive: item.is_active }),
          ...(item.is_popular !== undefined && { isPopular: item.is_popular }),
          ...(item.sort_order !== undefined && { sortOrder: item.sort_order }),
        });
        bySlug.set(item.slug, updated);
        await recordAdminChange(tx, request, {
          action: 'admin.plan.updated',
          subject: planSubject(updated),
          before,
          after: await auditedPlan({ db: tx, config: context.config }, updated),
        });
        result.push(updated);
      }
      return result;
    });
    return ok(await adminPlanViews(context, changed), request.t(msg`The plans have been saved`));
  };

  const adminDuplicatePlan: Handler<'adminDuplicatePlan'> = async (request, reply) => {
    const source = await onePlan(request.params.slug);
    // The body is optional: a call without one copies under the default slug and name.
    const body = (request.body as typeof request.body | undefined) ?? {};
    const slug = body.slug ?? freeCopySlug(source.slug, await slugsStartingWith(db, `${source.slug}-copy`));
    if (await findPlan(db, slug)) throw invalidField('slug', slugTaken);
    const [offers, texts] = await Promise.all([offeredFeatures(db, [source.id]), planTexts(db, [source.id])]);
    const sourceTexts = texts.get(source.id) ?? {};
    const plan = await inPlanChange(db, async (tx) => {
      const created = await insertPlan(tx, {
        description: source.description,
        priceAmount: source.priceAmount,
        currency: source.currency,
        interval: source.interval,
        trialDays: source.trialDays,
        eventsPerMonth: source.eventsPerMonth,
        trackingDomains: source.trackingDomains,
        services: source.services,
        slug,
        name: body.name?.trim() ?? translate(copyName, 'en', { name: source.name }),
        isActive: false,
        isPopular: false,
        stripePriceId: null,
        sortOrder: await nextSortOrder(tx),
      });
      if (!created) return undefined;
      await replacePlanFeatures(
        tx,
        created.id,
        offers.map(({ featureId, value, translations }) => ({ featureId, value, translations })),
      );
      // Each language's name says it is a copy too, unless staff named the copy themselves.
      const copiedTexts = Object.fromEntries(
        TRANSLATED_LOCALES.flatMap((language) => {
          const text = sourceTexts[language];
          if (!text) return [];
          const name = body.name ? text.name : translate(copyName, language, { name: text.name });
          return [[language, { ...text, name }]];
        }),
      );
      await replacePlanTexts(tx, created.id, copiedTexts);
      await recordAdminChange(tx, request, {
        action: 'admin.plan.duplicated',
        subject: planSubject(created),
        details: { source: source.name },
        after: await auditedPlan({ db: tx, config: context.config }, created),
      });
      return created;
    });
    if (!plan) throw invalidField('slug', slugTaken);
    reply.code(201);
    return ok(await adminPlanView(context, plan), request.t(msg`The plan has been copied`));
  };

  const adminClearPlanCache: Handler<'adminClearPlanCache'> = async (request) => {
    // Nothing is written: the notice alone tells every process to read the plans afresh.
    await announcePublicReadsChanged(db);
    invalidatePublicReads(db);
    return ok(null, request.t(msg`The plan cache has been cleared`));
  };

  return {
    adminCreatePlan,
    adminUpdatePlan,
    adminDeletePlan,
    adminBulkUpdatePlans,
    adminDuplicatePlan,
    adminClearPlanCache,
  };
}
