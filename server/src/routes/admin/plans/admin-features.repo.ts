import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { features, planFeatures } from '../../../db/schema/business.ts';
import { featureTranslations } from '../../../db/schema/plan-texts.ts';
import { TRANSLATED_LOCALES, type NamedText, type TranslatedLocale } from './admin-plans.repo.ts';

// Writes here run in the caller's transaction, which announces them (see admin-plan-changes.ts).

export type FeatureRow = typeof features.$inferSelect;
export type FeatureValues = Omit<typeof features.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A feature with how many plans offer it and its texts in the translated languages. */
export interface FeatureWithUse {
  feature: FeatureRow;
  plansCount: number;
  translations: Partial<Record<TranslatedLocale, NamedText>>;
}

/** Every feature (or those of `ids`), any state, in display order then name, with its use and texts. */
export async function featuresWithUse(db: Database, ids?: string[]): Promise<FeatureWithUse[]> {
  const rows = await db
    .select()
    .from(features)
    .where(ids ? inArray(features.id, ids) : undefined)
    .orderBy(asc(features.sortOrder), asc(features.name));
  const featureIds = rows.map((row) => row.id);
  if (!featureIds.length) return [];
  const [uses, texts] = await Promise.all([
    db
      .select({ featureId: planFeatures.featureId, total: count() })
      .from(planFeatures)
      // A switch a plan has turned off (false) is not offered: such a row counts for nothing.
      .where(
        and(
          inArray(planFeatures.featureId, featureIds),
          sql`${planFeatures.value} is distinct from 'false'::jsonb`,
        ),
      )
      .groupBy(planFeatures.featureId),
    db.select().from(featureTranslations).where(inArray(featureTranslations.featureId, featureIds)),
  ]);
  return rows.map((feature) => ({
    feature,
    plansCount: uses.find((use) => use.featureId === feature.id)?.total ?? 0,
    translations: Object.fromEntries(
      texts
        .filter((text) => text.featureId === feature.id)
        .filter((text) => TRANSLATED_LOCALES.includes(text.language as TranslatedLocale))
        .map((text) => [text.language, { name: text.name, description: text.description }]),
    ),
  }));
}

/** The feature `slug`, any state. */
export async function findFeature(db: Database, slug: string): Promise<FeatureRow | undefined> {
  const [feature] = await db.select().from(features).where(eq(features.slug, slug));
  return feature;
}

/** Inserts a feature; undefined when its slug is taken meanwhile. */
export async function insertFeature(tx: Database, values: FeatureValues): Promise<FeatureRow | undefined> {
  const [feature] = await tx.insert(features).values(values).onConflictDoNothing().returning();
  return feature;
}

/** Changes the fields of feature `id` given in `values`. */
export async function updateFeatureRow(tx: Database, id: string, values: Partial<FeatureValues>) {
  const [feature] = await tx
    .update(features)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(features.id, id))
    .returning();
  if (!feature) throw new Error(`feature ${id} vanished during its change`);
  return feature;
}

/** Deletes feature `id` (its texts go with it). */
export async function deleteFeatureRow(tx: Database, id: string) {
  await tx.delete(features).where(eq(features.id, id));
}

/** Replaces a feature's translated names and descriptions with `texts`. */
export async function replaceFeatureTexts(
  tx: Database,
  featureId: string,
  texts: Partial<Record<TranslatedLocale, NamedText>>,
) {
  await tx.delete(featureTranslations).where(eq(featureTranslations.featureId, featureId));
  const rows = Object.entries(texts).map(([language, text]) => ({
    featureId,
    language,
    name: text.name,
    description: text.description ?? null,
  }));
  if (rows.length) await tx.insert(featureTranslations).values(rows);
}
