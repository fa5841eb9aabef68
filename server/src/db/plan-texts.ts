import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { Locale } from '#locales';
import { features, planFeatures, plans, type FeatureValue } from './schema/business.ts';
import { featureTranslations, planFeatureTranslations, planTranslations } from './schema/plan-texts.ts';

// What a plan or feature says in a reader's language, as columns for any select: the language's own text
// when there is one, else the English on the row. A select that names `plans` (or `features`,
// `plan_features`) in its FROM or a join can take them in place of `plans.name` and the like.

/** The language to word in: a locale, or a column holding one (a checkout session's). */
export type TextLanguage = Locale | Column | SQL;

/** `plans.name` in `language`, else in English. */
export function planNameIn(language: TextLanguage): SQL<string> {
  return sql<string>`coalesce((select ${planTranslations.name} from ${planTranslations}
    where ${planTranslations.planId} = ${plans.id} and ${planTranslations.language} = ${language}), ${plans.name})`;
}

/** `plans.description` in `language`, else in English. */
export function planDescriptionIn(language: TextLanguage): SQL<string> {
  return sql<string>`coalesce((select ${planTranslations.description} from ${planTranslations}
    where ${planTranslations.planId} = ${plans.id} and ${planTranslations.language} = ${language}), ${plans.description})`;
}

/** `features.name` in `language`, else in English. */
export function featureNameIn(language: TextLanguage): SQL<string> {
  return sql<string>`coalesce((select ${featureTranslations.name} from ${featureTranslations}
    where ${featureTranslations.featureId} = ${features.id} and ${featureTranslations.language} = ${language}), ${features.name})`;
}

/** `features.description` in `language`, else in English (null when it has none). */
export function featureDescriptionIn(language: TextLanguage): SQL<string | null> {
  return sql<string | null>`coalesce((select ${featureTranslations.description} from ${featureTranslations}
    where ${featureTranslations.featureId} = ${features.id} and ${featureTranslations.language} = ${language}), ${features.description})`;
}

/** `plan_features.value` with a text feature's wording in `language` (switches and limits are as stored). */
export function planFeatureValueIn(language: TextLanguage): SQL<FeatureValue> {
  return sql<FeatureValue>`coalesce(to_jsonb((select ${planFeatureTranslations.value} from ${planFeatureTranslations}
    where ${planFeatureTranslations.planId} = ${planFeatures.planId}
      and ${planFeatureTranslations.featureId} = ${planFeatures.featureId}
      and ${planFeatureTranslations.language} = ${language})), ${planFeatures.value})`;
}

/** Every column of `plans`, the name and description in `language` (else in English). */
export function planColumnsIn(language: TextLanguage) {
  return { ...getTableColumns(plans), name: planNameIn(language), description: planDescriptionIn(language) };
}
