import { foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { features, planFeatures, plans } from './business.ts';
import { updatedAt } from './columns.ts';
import { languages } from './content.ts';

// What plans and features say, in the interface languages other than English. The English text stays on
// the row itself (plans.name, features.description, plan_features.value…): it is what a language without
// its own text falls back to (src/db/plan-texts.ts reads them so).

const language = () =>
  text('language')
    .notNull()
    .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' });

/** A plan's name and description in one language. */
export const planTranslations = pgTable(
  'plan_translations',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    language: language(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.language] })],
);

/** A feature's name and description in one language: the rows of the plan comparison. */
export const featureTranslations = pgTable(
  'feature_translations',
  {
    featureId: text('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    language: language(),
    name: text('name').notNull(),
    description: text('description'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.featureId, table.language] })],
);

/**
 * A text feature's value in a plan ("Priority email") in one language; it goes with the plan's offer of
 * the feature.
 */
export const planFeatureTranslations = pgTable(
  'plan_feature_translations',
  {
    planId: text('plan_id').notNull(),
    featureId: text('feature_id').notNull(),
    language: language(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.featureId, table.language] }),
    foreignKey({
      columns: [table.planId, table.featureId],
      foreignColumns: [planFeatures.planId, planFeatures.featureId],
    }).onDelete('cascade'),
  ],
);
