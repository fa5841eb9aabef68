import { inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { features, planFeatures, plans, type FeatureValue } from '../schema/business.ts';

type FeatureRow = typeof features.$inferInsert;

/** The features plans can offer, in display order. */
const FEATURES: FeatureRow[] = (
  [
    {
      slug: 'events_per_month',
      name: 'Events per month',
      type: 'limit',
      description: 'Conversion events counted towards the plan each billing period',
    },
    {
      slug: 'tracking_domains',
      name: 'Tracking domains',
      type: 'limit',
      description: 'First-party subdomains serving tracking',
    },
    {
      slug: 'services',
      name: 'Destinations',
      type: 'limit',
      description: 'Services events are forwarded to, such as Meta or Google',
    },
    {
      slug: 'data_retention_days',
      name: 'Data retention (days)',
      type: 'limit',
      description: 'How long events stay searchable',
    },
    {
      slug: 'custom_events',
      name: 'Custom events',
      type: 'boolean',
      description: 'Send events with names of your own',
    },
    {
      slug: 'realtime_analytics',
      name: 'Real-time analytics',
      type: 'boolean',
      description: 'Watch events arrive minute by minute',
    },
    {
      slug: 'analytics_export',
      name: 'Analytics export',
      type: 'boolean',
      description: 'Download figures as CSV',
    },
    {
      slug: 'api_access',
      name: 'Reporting API',
      type: 'boolean',
      description: 'Read analytics from your own tools',
    },
    {
      slug: 'support_level',
      name: 'Support',
      type: 'text',
      description: 'How we help when something goes wrong',
    },
  ] satisfies Omit<FeatureRow, 'sortOrder'>[]
).map((feature, index) => ({ ...feature, sortOrder: (index + 1) * 10 }));

interface Tier {
  key: string;
  name: string;
  description: string;
  monthly: number;
  trialDays: number;
  limits: { eventsPerMonth: number | null; trackingDomains: number; services: number | null };
  retention: number;
  switches: Record<'custom_events' | 'realtime_analytics' | 'analytics_export' | 'api_access', boolean>;
  support: string;
  popular?: boolean;
}

const TIERS: Tier[] = [
  {
    key: 'starter',
    name: 'Starter',
    description: 'For a first shop or blog: server-side events to one destination pair.',
    monthly: 1900,
    trialDays: 14,
    limits: { eventsPerMonth: 10_000, trackingDomains: 1, services: 2 },
    retention: 30,
    switches: { custom_events: false, realtime_analytics: false, analytics_export: false, api_access: false },
    support: 'Email',
  },
  {
    key: 'pro',
    name: 'Pro',
    description: 'For growing stores that send every conversion to every ad platform.',
    monthly: 4900,
    trialDays: 14,
    limits: { eventsPerMonth: 100_000, trackingDomains: 3, services: 5 },
    retention: 90,
    switches: { custom_events: true, realtime_analytics: true, analytics_export: true, api_access: false },
    support: 'Priority email',
    popular: true,
  },
  {
    key: 'business',
    name: 'Business',
    description: 'For high-traffic sites and agencies with many destinations.',
    monthly: 14_900,
    trialDays: 0,
    limits: { eventsPerMonth: 1_000_000, trackingDomains: 10, services: null },
    retention: 365,
    switches: { custom_events: true, realtime_analytics: true, analytics_export: true, api_access: true },
    support: 'Dedicated manager',
  },
];

/** A year costs ten months. */
const YEARLY_MONTHS = 10;

function planRows() {
  return TIERS.flatMap((tier, index) =>
    (['month', 'year'] as const).map((interval) => ({
      tier,
      row: {
        slug: `${tier.key}-${interval === 'month' ? 'monthly' : 'yearly'}`,
        name: `${tier.name} (${interval === 'month' ? 'monthly' : 'yearly'})`,
        description: tier.description,
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

function featureValues(tier: Tier): Record<string, FeatureValue> {
  return {
    events_per_month: tier.limits.eventsPerMonth,
    tracking_domains: tier.limits.trackingDomains,
    services: tier.limits.services,
    data_retention_days: tier.retention,
    ...tier.switches,
    support_level: tier.support,
  };
}

/** The plans on offer (starter, pro, business; monthly and yearly) and their features; adds only what is missing. */
export async function seedPlans(db: Database) {
  await db.insert(features).values(FEATURES).onConflictDoNothing();
  const featureRows = await db
    .select({ id: features.id, slug: features.slug })
    .from(features)
    .where(
      inArray(
        features.slug,
        FEATURES.map((feature) => feature.slug),
      ),
    );
  const featureIds = new Map(featureRows.map((feature) => [feature.slug, feature.id]));

  for (const { tier, row } of planRows()) {
    const [plan] = await db.insert(plans).values(row).onConflictDoNothing().returning({ id: plans.id });
    // An existing plan keeps the features staff gave it.
    if (!plan) continue;
    const values = Object.entries(featureValues(tier)).flatMap(([slug, value]) => {
      const featureId = featureIds.get(slug);
      return featureId ? [{ planId: plan.id, featureId, value }] : [];
    });
    await db.insert(planFeatures).values(values);
  }
}
