import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#locales';
import { rowsOf, type Database } from '../../../db/database.ts';
import { subscriptions } from '../../../db/schema/billing.ts';
import { settings } from '../../../db/schema/content.ts';
import { features, planFeatures, plans, type FeatureValue } from '../../../db/schema/business.ts';
import { planFeatureTranslations, planTranslations } from '../../../db/schema/plan-texts.ts';
import { escapeLike } from '../../auth/list-query.ts';

// Every function here that writes plans, plan features or their texts runs in the caller's transaction,
// which also announces the change (announcePublicReadsChanged) so every process drops its cached plans.

export type PlanRow = typeof plans.$inferSelect;
export type PlanSort = 'sort_order' | 'name' | 'price' | 'created_at';
/** The languages with a text of their own; English is on the rows. */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['pl', 'es', 'de', 'fr'];

/** A subscription that still counts: it may renew, so the plan it names must stay. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;

export interface PlanFilter {
  search?: string;
  isActive?: boolean;
  interval?: PlanRow['interval'];
}

const SORT_COLUMNS = {
  sort_order: plans.sortOrder,
  name: plans.name,
  price: plans.priceAmount,
  created_at: plans.createdAt,
} as const;

function conditionsFor(filter: PlanFilter): SQL | undefined {
  const pattern = filter.search && `%${escapeLike(filter.search)}%`;
  return and(
    pattern
      ? or(ilike(plans.name, pattern), ilike(plans.slug, pattern), ilike(plans.description, pattern))
      : undefined,
    filter.isActive === undefined ? undefined : eq(plans.isActive, filter.isActive),
    filter.interval ? eq(plans.interval, filter.interval) : undefined,
  );
}

/** A page of plans, any state, and how many match. */
export async function listPlans(
  db: Database,
  filter: PlanFilter,
  order: { sort: PlanSort; order: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<{ rows: PlanRow[]; total: number }> {
  const where = conditionsFor(filter);
  const direction = order.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[order.sort]), asc(plans.slug))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(plans).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every plan, in display order. */
export function allPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.slug));
}

/** The plan `slug`, any state, its texts in English. */
export async function findPlan(db: Database, slug: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.slug, slug));
  return plan;
}

/** The plans named by `slugs`. */
export function plansNamed(db: Database, slugs: string[]): Promise<PlanRow[]> {
  return slugs.length ? db.select().from(plans).where(inArray(plans.slug, slugs)) : Promise.resolve([]);
}

/** The slugs taken that start with `prefix` (for a copy's free name). */
export async function slugsStartingWith(db: Database, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: plans.slug })
    .from(plans)
    .where(like(plans.slug, `${escapeLike(prefix)}%`));
  return new Set(rows.map((row) => row.slug));
}

/** The next display position: after the last plan. */
export async function nextSortOrder(db: Database): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${plans.sortOrder})` }).from(plans);
  return Math.min((row?.last ?? 0) + 10, 10_000);
}

/** A feature as a plan offers it, for the admin panel: any state, with its English texts and translations. */
export interface OfferedFeature {
  planId: string;
  featureId: string;
  slug: string;
  name: string;
  type: 'boolean' | 'limit' | 'text';
  value: FeatureValue;
  translations: Partial<Record<TranslatedLocale, string>>;
}

/** What each plan offers, every feature (also those switched off), in the features' display order. */
export async function offeredFeatures(db: Database, planIds: string[]): Promise<OfferedFeature[]> {
  if (!planIds.length) return [];
  const [rows, texts] = await Promise.all([
    db
      .select({
        planId: planFeatures.planId,
        featureId: features.id,
        slug: features.slug,
        name: features.name,
        type: features.type,
        value: planFeatures.value,
      })
      .from(planFeatures)
      .innerJoin(features, eq(features.id, planFeatures.featureId))
      .where(inArray(planFeatures.planId, planIds))
      .orderBy(asc(features.sortOrder), asc(features.slug)),
    db.select().from(planFeatureTranslations).where(inArray(planFeatureTranslations.planId, planIds)),
  ]);
  return rows.map((row) => ({
    ...row,
    translations: Object.fromEntries(
      texts
        .filter((text) => text.planId === row.planId && text.featureId === row.featureId)
        .map((text) => [text.language, text.value]),
    ),
  }));
}

export type NamedText = { name: string; description?: string | null };

/** Each plan's name and description per translated language, keyed by plan id. */
export async function planTexts(
  db: Database,
  planIds: string[],
): Promise<Map<string, Partial<Record<TranslatedLocale, NamedText>>>> {
  const result = new Map<string, Partial<Record<TranslatedLocale, NamedText>>>();
  if (!planIds.length) return result;
  const rows = await db.select().from(planTranslations).where(inArray(planTranslations.planId, planIds));
  for (const row of rows) {
    if (!TRANSLATED_LOCALES.includes(row.language as TranslatedLocale)) continue;
    const texts = result.get(row.planId) ?? {};
    texts[row.language as TranslatedLocale] = { name: row.name, description: row.description };
    result.set(row.planId, texts);
  }
  return result;
}

/** How many live subscriptions (trialing, active, past due) each plan has, keyed by plan id. */
export async function liveSubscriptionCounts(db: Database, planIds: string[]): Promise<Map<string, number>> {
  if (!planIds.length) return new Map();
  const rows = await db
    .select({ planId: subscriptions.planId, total: count() })
    .from(subscriptions)
    .where(and(inArray(subscriptions.planId, planIds), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.total]));
}

/** A plan's subscriptions per status, and the earliest renewal of a live one. */
export async function subscriptionsOfPlan(db: Database, planId: string) {
  const [byStatus, [renewal]] = await Promise.all([
    db
      .select({ status: subscriptions.status, total: count() })
      .from(subscriptions)
      .where(eq(subscriptions.planId, planId))
      .groupBy(subscriptions.status),
    db
      .select({ first: sql<Date | string | null>`min(${subscriptions.currentPeriodEnd})` })
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, planId), inArray(subscriptions.status, [...LIVE_STATUSES]))),
  ]);
  const counts = Object.fromEntries(byStatus.map((row) => [row.status, row.total]));
  const first = renewal?.first ?? null;
  return {
    trialing: counts.trialing ?? 0,
    active: counts.active ?? 0,
    pastDue: counts.past_due ?? 0,
    ended: (counts.canceled ?? 0) + (counts.incomplete ?? 0),
    firstRenewalAt: first === null ? null : new Date(first),
  };
}

/** Per plan: active (or past due) and trialing subscriptions, and cancellations since `since`. */
export function planSubscriptionFigures(db: Database, since: Date) {
  return rowsOf<{ plan_id: string; active: number; trialing: number; canceled: number }>(
    db,
    sql`select ${subscriptions.planId} as plan_id,
        count(*) filter (where ${subscriptions.status} in ('active', 'past_due'))::int as active,
        count(*) filter (where ${subscriptions.status} = 'trialing')::int as trialing,
        count(*) filter (where ${subscriptions.status} = 'canceled'
          and ${subscriptions.canceledAt} >= ${since.toISOString()}::timestamptz)::int as canceled
      from ${subscriptions} group by ${subscriptions.planId}`,
  );
}

/** Replaces a plan's translated names and descriptions with `texts`. */
export async function replacePlanTexts(
  tx: Database,
  planId: string,
  texts: Partial<Record<TranslatedLocale, NamedText>>,
) {
  await tx.delete(planTranslations).where(eq(planTranslations.planId, planId));
  const rows = Object.entries(texts).map(([language, text]) => ({
    planId,
    language,
    name: text.name,
    description: text.description ?? '',
  }));
  if (rows.length) await tx.insert(planTranslations).values(rows);
}

/** A feature a plan is to offer, resolved: its id, value and the value's texts (text features). */
export interface FeatureOffer {
  featureId: string;
  value: FeatureValue;
  translations: Partial<Record<TranslatedLocale, string>>;
}

/** Replaces what a plan offers with `offers` (their value texts included). */
export async function replacePlanFeatures(tx: Database, planId: string, offers: FeatureOffer[]) {
  // The value texts go with their offers (their foreign key cascades).
  await tx.delete(planFeatures).where(eq(planFeatures.planId, planId));
  if (!offers.length) return;
  await tx
    .insert(planFeatures)
    .values(offers.map((offer) => ({ planId, featureId: offer.featureId, value: offer.value })));
  const texts = offers.flatMap((offer) =>
    Object.entries(offer.translations).map(([language, value]) => ({
      planId,
      featureId: offer.featureId,
      language,
      value,
    })),
  );
  if (texts.length) await tx.insert(planFeatureTranslations).values(texts);
}

/** The features named by `slugs`, any state. */
export function featuresNamed(db: Database, slugs: string[]) {
  return slugs.length ? db.select().from(features).where(inArray(features.slug, slugs)) : Promise.resolve([]);
}

/** The site's currency (setting `billing.currency`), in which plan statistics are totalled. */
export async function siteCurrency(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'billing.currency'));
  return typeof row?.value === 'string' ? row.value : 'USD';
}
