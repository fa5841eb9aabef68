import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES } from '#locales';
import type { Database } from '../database.ts';
import { features, planFeatures, plans, type FeatureValue } from '../schema/business.ts';
import { featureTranslations, planFeatureTranslations, planTranslations } from '../schema/plan-texts.ts';
import { FEATURE_TEXTS, planName, TIER_TEXTS, type FeatureSlug, type TierKey } from './plan-texts.ts';

type FeatureRow = typeof features.$inferInsert;

const FEATURE_TYPES: Record<FeatureSlug, FeatureRow['type']> = {
  events_per_month: 'limit',
  tracking_domains: 'limit',
  services: 'limit',
  data_retention_days: 'limit',
  custom_events: 'boolean',
  realtime_analytics: 'boolean',
  analytics_export: 'boolean',
  api_access: 'boolean',
  support_level: 'text',
};

/** The features plans can offer, in display order, named in English (the fallback of every language). */
const FEATURES: FeatureRow[] = Object.entries(FEATURE_TYPES).map(([slug, type], index) => ({
  slug,
  type,
  ...FEATURE_TEXTS[slug as FeatureSlug].en,
  sortOrder: (index + 1) * 10,
}));

interface Tier {
  key: TierKey;
  monthly: number;
  trialDays: number;
  limits: { eventsPerMonth: number | null; trackingDomains: number; services: number | null };
  retention: number;
  switches: Record<'custom_events' | 'realtime_analytics' | 'analytics_export' | 'api_access', boolean>;
  popular?: boolean;
}

const TIERS: Tier[] = [
  {
    key: 'starter',
    monthly: 1900,
    trialDays: 14,
    limits: { eventsPerMonth: 10_000, trackingDomains: 1, services: 2 },
    retention: 30,
    switches: { custom_events: false, realtime_analytics: false, analytics_export: false, api_access: false },
  },
  {
    key: 'pro',
    monthly: 4900,
    trialDays: 14,
    limits: { eventsPerMonth: 100_000, trackingDomains: 3, services: 5 },
    retention: 90,
    switches: { custom_events: true, realtime_analytics: true, analytics_export: true, api_access: false },
    popular: true,
  },
  {
    key: 'business',
    monthly: 14_900,
    trialDays: 0,
    limits: { eventsPerMonth: 1_000_000, trackingDomains: 10, services: null },
    retention: 365,
    switches: { custom_events: true, realtime_analytics: true, analytics_export: true, api_access: true },
  },
];

/** A year costs ten months. */
const YEARLY_MONTHS = 10;

/** The languages with a translation row; English is on the rows themselves. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

function planRows() {
  return TIERS.flatMap((tier, index) =>
    (['month', 'year'] as const).map((interval) => ({
      tier,
      interval,
      row: {
        slug: `${tier.key}-${interval === 'month' ? 'monthly' : 'yearly'}`,
        name: planName(tier.key, interval, 'en'),
        description: TIER_TEXTS[tier.key].en.description,
        priceAmount: interval === 'month' ? tier.monthly : tier.monthly * YEARLY_MONTHS,
        currency: 'USD',
        interval,
        trialDays: tier.trialDays,
        ...tier.limits,
        isPopular: tier.popular ?? false,
        sortOrder: (index + 1) * 10 + (interval === 'year' ? 5 : 0),
      } satisfies typeof plans.$inferInsert,
    })),
  );
}

function featureValues(tier: Tier): Record<FeatureSlug, FeatureValue> {
  return {
    events_per_month: tier.limits.eventsPerMonth,
    tracking_domains: tier.limits.trackingDomains,
    services: tier.limits.services,
    data_retention_days: tier.retention,
    ...tier.switches,
    support_level: TIER_TEXTS[tier.key].en.support,
  };
}

/** The seeded features' ids by slug. */
async function featureIdsBySlug(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: features.id, slug: features.slug })
    .from(features)
    .where(
      inArray(
        features.slug,
        FEATURES.map((feature) => feature.slug),
      ),
    );
  return new Map(rows.map((feature) => [feature.slug, feature.id]));
}

/** The features' names and descriptions in the languages other than English, where missing. */
async function seedFeatureTranslations(db: Database, featureIds: Map<string, string>) {
  const rows = [...featureIds].flatMap(([slug, featureId]) =>
    TRANSLATED.map((language) => ({ featureId, language, ...FEATURE_TEXTS[slug as FeatureSlug][language] })),
  );
  if (rows.length) await db.insert(featureTranslations).values(rows).onConflictDoNothing();
}

/**
 * A seeded plan's name, description and support wording in the languages other than English, where
 * missing; the support wording only while the plan offers support (staff may have taken it away).
 */
async function seedPlanTranslations(db: Database, planId: string, tier: TierKey, interval: 'month' | 'year') {
  await db
    .insert(planTranslations)
    .values(
      TRANSLATED.map((language) => ({
        planId,
        language,
        name: planName(tier, interval, language),
        description: TIER_TEXTS[tier][language].description,
      })),
    )
    .onConflictDoNothing();
  const [support] = await db
    .select({ featureId: planFeatures.featureId })
    .from(planFeatures)
    .innerJoin(features, eq(features.id, planFeatures.featureId))
    .where(and(eq(planFeatures.planId, planId), eq(features.slug, 'support_level')));
  if (!support) return;
  await db
    .insert(planFeatureTranslations)
    .values(
      TRANSLATED.map((language) => ({
        planId,
        featureId: support.featureId,
        language,
        value: TIER_TEXTS[tier][language].support,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The plans on offer (starter, pro, business; monthly and yearly), their features and their texts in
 * every language; adds only what is missing.
 */
export async function seedPlans(db: Database) {
  await db.insert(features).values(FEATURES).onConflictDoNothing();
  const featureIds = await featureIdsBySlug(db);
  await seedFeatureTranslations(db, featureIds);

  for (const { tier, interval, row } of planRows()) {
    const [created] = await db.insert(plans).values(row).onConflictDoNothing().returning({ id: plans.id });
    // An existing plan keeps the features staff gave it.
    if (created) {
      const values = Object.entries(featureValues(tier)).flatMap(([slug, value]) => {
        const featureId = featureIds.get(slug);
        return featureId ? [{ planId: created.id, featureId, value }] : [];
      });
      await db.insert(planFeatures).values(values);
    }
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, row.slug));
    if (plan) await seedPlanTranslations(db, plan.id, tier.key, interval);
  }
}
