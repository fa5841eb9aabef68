import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../db/database.ts';
import {
  featureDescriptionIn,
  featureNameIn,
  planColumnsIn,
  planFeatureValueIn,
} from '../../db/plan-texts.ts';
import { features, planFeatures, plans, type FeatureValue } from '../../db/schema/business.ts';

// GET /plans is answered from memory (lib/public-reads.ts): a function that writes plans, features,
// plan features or their translations calls invalidatePublicReads(db) once it has written.

/** A plan, its name and description in the language it was read in. */
export type PlanRow = typeof plans.$inferSelect;
export type PlanFeatureRow = { planId: string; slug: string; name: string; value: FeatureValue };

/** The active plans, billed at `interval` when given, in their display order. */
export function listActivePlans(
  db: Database,
  locale: Locale,
  interval?: PlanRow['interval'],
): Promise<PlanRow[]> {
  return db
    .select(planColumnsIn(locale))
    .from(plans)
    .where(and(eq(plans.isActive, true), interval ? eq(plans.interval, interval) : undefined))
    .orderBy(asc(plans.sortOrder), asc(plans.slug));
}

/** What each of `planIds` offers of the active features, in the features' display order. */
export async function activeFeaturesOf(
  db: Database,
  planIds: string[],
  locale: Locale,
): Promise<PlanFeatureRow[]> {
  if (!planIds.length) return [];
  return db
    .select({
      planId: planFeatures.planId,
      slug: features.slug,
      name: featureNameIn(locale),
      value: planFeatureValueIn(locale),
    })
    .from(planFeatures)
    .innerJoin(features, eq(features.id, planFeatures.featureId))
    .where(and(inArray(planFeatures.planId, planIds), eq(features.isActive, true)))
    .orderBy(asc(features.sortOrder), asc(features.slug));
}

/** The active plan `slug` in `locale`; undefined for an unknown or inactive one. */
export async function findActivePlan(
  db: Database,
  slug: string,
  locale: Locale,
): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select(planColumnsIn(locale))
    .from(plans)
    .where(and(eq(plans.slug, slug), eq(plans.isActive, true)));
  return plan;
}

/** The active plans among `slugs`, in their display order (unknown or inactive slugs are left out). */
export function activePlansNamed(db: Database, slugs: string[], locale: Locale): Promise<PlanRow[]> {
  return db
    .select(planColumnsIn(locale))
    .from(plans)
    .where(and(inArray(plans.slug, slugs), eq(plans.isActive, true)))
    .orderBy(asc(plans.sortOrder), asc(plans.slug));
}

export type FeatureRow = typeof features.$inferSelect;

/** The active features, in display order, named in `locale`: the rows of a comparison. */
export function activeFeatures(db: Database, locale: Locale): Promise<FeatureRow[]> {
  return db
    .select({
      ...getTableColumns(features),
      name: featureNameIn(locale),
      description: featureDescriptionIn(locale),
    })
    .from(features)
    .where(eq(features.isActive, true))
    .orderBy(asc(features.sortOrder), asc(features.slug));
}
