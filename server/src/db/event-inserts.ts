import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import type { events } from './schema/events.ts';

type EventRow = typeof events.$inferInsert;

const json = (value: unknown) => JSON.stringify(value ?? {});
const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * One INSERT … SELECT FROM unnest(…) per chunk: each column travels as one array parameter, which is far
 * quicker than a multi-row VALUES list with a parameter per cell (which Drizzle spends most of an
 * ingestion's CPU building). Used by the ingestion and the demo seed.
 */
export async function insertEvents(db: Pick<Database, 'execute'>, rows: EventRow[]) {
  const column = <T>(read: (row: EventRow) => T) => sql.param(rows.map(read));
  await db.execute(sql`
    insert into events (id, domain_id, event_name, event_id, source, status, value, currency, page_url, country,
      device, visitor_id, user_data, custom_data, deliveries, error, attempts, event_time, processed_at, created_at)
    select id, domain_id, event_name, event_id, source, status, value, currency, page_url, country,
      device, visitor_id, user_data::jsonb, custom_data::jsonb, deliveries::jsonb, error, attempts, event_time,
      processed_at, created_at
    from unnest(
      ${column((row) => row.id ?? randomUUID())}::text[], ${column((row) => row.domainId)}::text[],
      ${column((row) => row.eventName)}::text[], ${column((row) => row.eventId)}::text[],
      ${column((row) => row.source ?? 'server')}::text[], ${column((row) => row.status ?? 'pending')}::text[],
      ${column((row) => row.value ?? null)}::numeric[], ${column((row) => row.currency ?? null)}::text[],
      ${column((row) => row.pageUrl ?? null)}::text[], ${column((row) => row.country ?? null)}::text[],
      ${column((row) => row.device ?? null)}::text[], ${column((row) => row.visitorId ?? null)}::text[],
      ${column((row) => json(row.userData))}::text[], ${column((row) => json(row.customData))}::text[],
      ${column((row) => JSON.stringify(row.deliveries ?? []))}::text[], ${column((row) => row.error ?? null)}::text[],
      ${column((row) => row.attempts ?? 0)}::integer[], ${column((row) => iso(row.eventTime))}::timestamptz[],
      ${column((row) => iso(row.processedAt))}::timestamptz[], ${column((row) => iso(row.createdAt))}::timestamptz[]
    ) as rows (id, domain_id, event_name, event_id, source, status, value, currency, page_url, country, device,
      visitor_id, user_data, custom_data, deliveries, error, attempts, event_time, processed_at, created_at)
  `);
}
