import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';

/** A feature's value in a plan: a switch, a limit (null for unlimited) or a text. */
export type FeatureValue = boolean | number | string | null;

/** A plan is one price at one interval (`pro-monthly`, `pro-yearly`), as checkout sells it. */
export const plans = pgTable('plans', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** In the currency's minor unit (cents); 0 for a free plan. */
  priceAmount: integer('price_amount').notNull(),
  currency: text('currency').notNull().default('USD'),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  /** Null means unlimited. */
  eventsPerMonth: integer('events_per_month'),
  trackingDomains: integer('tracking_domains').notNull().default(1),
  /** Null means unlimited. */
  services: integer('services'),
  isActive: boolean('is_active').notNull().default(true),
  isPopular: boolean('is_popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The Stripe price checkout charges; null for sandbox-only plans. */
  stripePriceId: text('stripe_price_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const features = pgTable('features', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  type: text('type', { enum: ['boolean', 'limit', 'text'] }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What a plan offers of a feature; a plan without a row lacks the feature (false, or 0). */
export const planFeatures = pgTable(
  'plan_features',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    featureId: text('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<FeatureValue>(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.featureId] })],
);

/** A user's site. `plan_id` is the plan in force, from a subscription or granted by staff. */
export const domains = pgTable(
  'domains',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case host name; unique across all users. */
    name: text('name').notNull(),
    status: text('status', { enum: ['pending', 'active', 'suspended', 'expired'] })
      .notNull()
      .default('pending'),
    planId: text('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** Where the plan came from, so staff can remove a plan they granted without touching a paid one. */
    planSource: text('plan_source', { enum: ['subscription', 'staff'] }),
    subscriptionEndsAt: at('subscription_ends_at'),
    verifiedAt: at('verified_at'),
    /** Why staff stopped the domain's events (its POST /events answers 403 with it); null when open. */
    ingestionBlockedReason: text('ingestion_blocked_reason'),
    ingestionBlockedAt: at('ingestion_blocked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('domains_name_unique').on(table.name),
    index('domains_user_idx').on(table.userId, table.createdAt),
    // The staff's list of every domain: newest first, and by status (migration 0018).
    index('domains_created_idx').on(table.createdAt.desc(), table.id),
    index('domains_status_created_idx').on(table.status, table.createdAt.desc(), table.id),
    index('domains_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** The key a domain's server sends events with; only its hash is kept. */
export const domainApiKeys = pgTable(
  'domain_api_keys',
  {
    id: id(),
    domainId: text('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** The key's first characters, shown so the owner can recognise it. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('domain_api_keys_hash_unique').on(table.keyHash),
    index('domain_api_keys_domain_idx').on(table.domainId),
  ],
);

/** A destination a domain forwards its events to (a key of `GET /services/schema`). */
export const domainServices = pgTable(
  'domain_services',
  {
    id: id(),
    domainId: text('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Field values by field key; secret fields are stored encrypted. */
    settings: jsonb('settings').$type<Record<string, string | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('domain_services_domain_key_unique').on(table.domainId, table.key)],
);

/** The first-party subdomain (CNAME) serving tracking for a domain, and how far its setup got. */
export const trackingDomains = pgTable(
  'tracking_domains',
  {
    id: id(),
    domainId: text('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    cnameTarget: text('cname_target').notNull(),
    status: text('status', { enum: ['pending', 'verifying', 'configuring', 'active', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    /** The custom hostname's id at Cloudflare, once created there. */
    cloudflareHostnameId: text('cloudflare_hostname_id'),
    cnameVerifiedAt: at('cname_verified_at'),
    cloudflareCreatedAt: at('cloudflare_created_at'),
    certificateDeployedAt: at('certificate_deployed_at'),
    lastCheckedAt: at('last_checked_at'),
    /** When the server checks again on its own; null when nothing is pending. */
    nextCheckAt: at('next_check_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tracking_domains_hostname_unique').on(table.hostname),
    index('tracking_domains_domain_idx').on(table.domainId),
    index('tracking_domains_next_check_idx').on(table.nextCheckAt),
    // The staff's "stuck for more than N hours": subdomains not live, by when they were added.
    index('tracking_domains_setup_idx')
      .on(table.createdAt, table.domainId)
      .where(sql`${table.status} <> 'active'`),
  ],
);
