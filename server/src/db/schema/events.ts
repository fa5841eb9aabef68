import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/*
 * The event tables name their domain (`domain_id`) without a foreign key: a deleted domain's row goes at
 * once, and its rows here are purged afterwards (`domainPurges`, server/src/routes/domains/domain-purges.ts).
 * A cascade would delete a year of events inside the DELETE request, through the rollup triggers (which
 * then wrote totals for the domain being deleted and failed). Every read reaches these rows through a
 * domain of the reader's, so rows waiting for their purge are never seen.
 */

export const EVENT_STATUSES = ['pending', 'processed', 'failed'] as const;
export const EVENT_SOURCES = ['server', 'browser', 'test'] as const;

export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What became of an event at one service it is forwarded to (its attempts: `eventDeliveryAttempts`). */
export interface EventDelivery {
  service: string;
  /** `pending` until delivered (`processed`) or given up (`failed`). */
  status: EventStatus;
  error: string | null;
  attempts: number;
  last_attempt_at: string | null;
}

export const DELIVERY_OUTCOMES = ['delivered', 'retrying', 'failed'] as const;

/** Who triggered the event, as the sender gave it (email and phone only as SHA-256 hashes). */
export interface EventUserData {
  email_hash?: string;
  phone_hash?: string;
  client_ip?: string;
  user_agent?: string;
}

/**
 * Conversion events. The table is partitioned by month on `event_time` (migration
 * 0003_events_partitioning: drizzle-kit cannot declare partitions), so the primary key must include
 * `event_time`. Writes keep `event_rollups` up to date through statement triggers of that migration.
 */
export const events = pgTable(
  'events',
  {
    id: text('id')
      .notNull()
      .$defaultFn(() => randomUUID()),
    domainId: text('domain_id').notNull(),
    eventName: text('event_name').notNull(),
    /** The sender's id, with the name the key for dropping duplicates. */
    eventId: text('event_id').notNull(),
    source: text('source', { enum: EVENT_SOURCES }).notNull().default('server'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('pending'),
    /** In major units, e.g. 49.99. */
    value: numeric('value', { precision: 18, scale: 4, mode: 'number' }),
    currency: text('currency'),
    pageUrl: text('page_url'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    device: text('device', { enum: ['desktop', 'mobile', 'tablet'] }),
    /** An opaque id of the visitor (derived from the email hash, or IP and user agent), for distinct counts. */
    visitorId: text('visitor_id'),
    userData: jsonb('user_data').$type<EventUserData>().notNull().default({}),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull().default({}),
    deliveries: jsonb('deliveries').$type<EventDelivery[]>().notNull().default([]),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    eventTime: at('event_time').notNull(),
    processedAt: at('processed_at'),
    /** When the platform received it. */
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.eventTime] }),
    index('events_domain_time_idx').on(table.domainId, table.eventTime),
    index('events_domain_name_event_id_idx').on(table.domainId, table.eventName, table.eventId),
    index('events_failed_idx')
      .on(table.domainId, table.eventTime)
      .where(sql`${table.status} = 'failed'`),
    index('events_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // The realtime reads: what each domain received in the last minutes.
    index('events_domain_created_idx').on(table.domainId, table.createdAt),
    // GET /search: an event by the start of its sender's id, in byte order so LIKE 'x%' reads a range and
    // the matches come out sorted (the whole id first) whatever the database's collation (migration 0023).
    index('events_event_id_search_idx').on(sql`${table.eventId} collate "C"`),
  ],
);

/**
 * Event counts and summed values per domain and UTC hour, kept exact by triggers on `events`. Hours, not
 * days: days, weeks and months in any user's time zone (whole-hour offsets) add up from them, and
 * `interval=hour` reads them directly. Test events are included under `source = 'test'`.
 */
export const eventRollups = pgTable(
  'event_rollups',
  {
    domainId: text('domain_id').notNull(),
    hour: at('hour').notNull(),
    eventName: text('event_name').notNull(),
    source: text('source', { enum: EVENT_SOURCES }).notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull(),
    /** Null for events without a value. */
    currency: text('currency'),
    events: integer('events').notNull(),
    /** Events that carried a value (conversions, in analytics terms). */
    valued: integer('valued').notNull(),
    /** The summed values, in major units. */
    revenue: numeric('revenue', { precision: 20, scale: 4, mode: 'number' }).notNull(),
  },
  (table) => [
    unique('event_rollups_key')
      .on(table.domainId, table.hour, table.eventName, table.source, table.status, table.currency)
      .nullsNotDistinct(),
    index('event_rollups_hour_idx').on(table.hour),
  ],
);

/**
 * What analytics reads for totals and series: per domain, UTC hour and currency, the events by status
 * and the conversions (valued events that did not fail) with their summed value. One row per domain-hour
 * and currency, where `event_rollups` has one per name, source and status too: a 90-day period reads
 * about a tenth of the rows. Kept exact by the statement triggers of migration 0007; test events are
 * not in it.
 */
export const eventTotals = pgTable(
  'event_totals',
  {
    domainId: text('domain_id').notNull(),
    hour: at('hour').notNull(),
    /** Null for events without a value. */
    currency: text('currency'),
    events: integer('events').notNull(),
    processed: integer('processed').notNull(),
    failed: integer('failed').notNull(),
    pending: integer('pending').notNull(),
    conversions: integer('conversions').notNull(),
    /** The conversions' summed values, in major units. */
    revenue: numeric('revenue', { precision: 20, scale: 4, mode: 'number' }).notNull(),
  },
  (table) => [
    unique('event_totals_key').on(table.domainId, table.hour, table.currency).nullsNotDistinct(),
    // Analytics read a few hours of a period (its edges, the hours a day bucket takes from the next UTC
    // day) across all of a user's domains: one probe per hour here instead of one per domain and hour.
    index('event_totals_hour_idx').on(table.hour),
  ],
);

export const ANALYTICS_DIMENSIONS = ['event_name', 'source', 'country', 'device'] as const;

/**
 * Events per domain, UTC hour and value of one dimension (`key`: the event name, source, country or
 * device; null when unknown), for the breakdowns, with conversions and revenue per currency as in
 * `eventTotals`. Test events are counted under `source` only, the one breakdown that shows them. Kept
 * exact by the statement triggers of migration 0007.
 */
export const eventDimensionTotals = pgTable(
  'event_dimension_totals',
  {
    domainId: text('domain_id').notNull(),
    dimension: text('dimension', { enum: ANALYTICS_DIMENSIONS }).notNull(),
    hour: at('hour').notNull(),
    key: text('key'),
    currency: text('currency'),
    events: integer('events').notNull(),
    conversions: integer('conversions').notNull(),
    revenue: numeric('revenue', { precision: 20, scale: 4, mode: 'number' }).notNull(),
  },
  (table) => [
    unique('event_dimension_totals_key')
      .on(table.domainId, table.dimension, table.hour, table.key, table.currency)
      .nullsNotDistinct(),
  ],
);

/**
 * `eventTotals` per UTC day: a period's whole days are read here, only its edges and the hours a day
 * shares with another bucket of the user's time zone from the hourly table (see
 * server/src/routes/analytics/read-plan.ts). Kept exact by the triggers of migration 0008.
 */
export const eventTotalsDaily = pgTable(
  'event_totals_daily',
  {
    domainId: text('domain_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency'),
    events: integer('events').notNull(),
    processed: integer('processed').notNull(),
    failed: integer('failed').notNull(),
    pending: integer('pending').notNull(),
    conversions: integer('conversions').notNull(),
    revenue: numeric('revenue', { precision: 20, scale: 4, mode: 'number' }).notNull(),
  },
  (table) => [
    unique('event_totals_daily_key').on(table.domainId, table.day, table.currency).nullsNotDistinct(),
    // The admin dashboard's month across every domain.
    index('event_totals_daily_day_idx').on(table.day),
  ],
);

/**
 * `eventTotalsDaily` per domain and UTC month (all currencies): the staff's list of every domain reads
 * its events this month and delivery failure rate here, one row per domain, and sorts on it through
 * its index. Kept exact by a row trigger on `event_totals_daily` (migration 0018).
 */
export const domainMonthTotals = pgTable(
  'domain_month_totals',
  {
    domainId: text('domain_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    events: integer('events').notNull(),
    processed: integer('processed').notNull(),
    failed: integer('failed').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.month] }),
    index('domain_month_totals_events_idx').on(table.month, table.events, table.domainId),
  ],
);

/** `eventDimensionTotals` per UTC day, read as `eventTotalsDaily` is. */
export const eventDimensionTotalsDaily = pgTable(
  'event_dimension_totals_daily',
  {
    domainId: text('domain_id').notNull(),
    dimension: text('dimension', { enum: ANALYTICS_DIMENSIONS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key'),
    currency: text('currency'),
    events: integer('events').notNull(),
    conversions: integer('conversions').notNull(),
    revenue: numeric('revenue', { precision: 20, scale: 4, mode: 'number' }).notNull(),
  },
  (table) => [
    unique('event_dimension_totals_daily_key')
      .on(table.domainId, table.dimension, table.day, table.key, table.currency)
      .nullsNotDistinct(),
  ],
);

/**
 * The `event_name` + `event_id` pairs each domain received, for dropping duplicates within 48 hours: an
 * insert that conflicts with a pair received less than 48 hours ago is a duplicate; an older row is
 * taken over by the new event. Keyed by domain first, like every events table (see DESIGN.md).
 */
export const eventDedup = pgTable(
  'event_dedup',
  {
    domainId: text('domain_id').notNull(),
    eventName: text('event_name').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.eventName, table.eventId] }),
    index('event_dedup_received_idx').on(table.receivedAt),
  ],
);

/**
 * Every attempt to deliver an event to one of its domain's services: what the destination answered
 * (trimmed, secrets removed) or why nothing came back. Written one statement per delivery job.
 */
export const eventDeliveryAttempts = pgTable(
  'event_delivery_attempts',
  {
    domainId: text('domain_id').notNull(),
    /** The event's platform id (`events.id`). */
    eventId: text('event_id').notNull(),
    service: text('service').notNull(),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome', { enum: DELIVERY_OUTCOMES }).notNull(),
    httpStatus: integer('http_status'),
    response: text('response'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: at('attempted_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.eventId, table.service, table.attempt] }),
    // The health of each kind of destination over the last hour, across the platform.
    index('event_delivery_attempts_recent_idx').on(table.attemptedAt, table.service),
  ],
);

/**
 * A deleted domain whose rows in the event tables are still to be deleted, from `purgeAfter` on (work
 * that read the domain before it went has ended by then). Written in the transaction that deletes the
 * domain; the row goes once the purge is complete, so a purge cut short is taken up again.
 */
export const domainPurges = pgTable(
  'domain_purges',
  {
    domainId: text('domain_id').primaryKey(),
    purgeAfter: at('purge_after').notNull(),
    deletedAt: at('deleted_at').notNull(),
  },
  (table) => [index('domain_purges_due_idx').on(table.purgeAfter)],
);
