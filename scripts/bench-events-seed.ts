// The events the list and analytics benchmarks read: the demo owner's 10 domains holding up to a
// million events of the last 90 days, written before the server starts. One INSERT … SELECT FROM unnest
// per chunk, so the statement triggers keep the rollup tables current as they do for ingestion.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/database.ts';
import { ensureEventPartitions } from '../server/src/db/event-partitions.ts';
import { domains } from '../server/src/db/schema/business.ts';
import { seededRandom } from '../server/src/db/seed/demo-events.ts';
import { seedDemoOwner } from './bench-events-server.ts';

export const BENCH_DOMAINS = 10;
export const BENCH_DAYS = 90;
/**
 * How long PGlite may spend writing events (BENCH_PGLITE_INSERT_SECONDS, 240 by default): a million
 * take it far longer, so the benchmarks measure what was written by then, and say so.
 */
export const PGLITE_INSERT_MS = Number(process.env.BENCH_PGLITE_INSERT_SECONDS ?? 240) * 1000;

const CHUNK = 20_000;
const DAY_MS = 86_400_000;
const NAMES = ['PageView', 'PageView', 'PageView', 'ViewContent', 'AddToCart', 'Lead', 'Purchase'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'tablet'];
// Null for the visitors whose address resolves to no country.
const COUNTRIES = ['PL', 'PL', 'PL', 'DE', 'DE', 'GB', 'US', 'FR', 'CZ', null];

/** How the seeding went: the domains' ids, how many events were written and in how many seconds. */
export interface SeededEvents {
  domainIds: string[];
  written: number;
  seconds: number;
}

/** Writes up to `count` events spread over the domains and the last BENCH_DAYS days, stopping after `deadlineMs`. */
async function insertEvents(db: Database, domainIds: string[], count: number, deadlineMs: number) {
  const now = Date.now();
  await ensureEventPartitions(db, new Date(now - BENCH_DAYS * DAY_MS), new Date(now));
  const random = seededRandom(20_261_125);
  // The breakdowns' dimensions draw from a stream of their own, so the statuses, names, times and
  // values stay those the list benchmark has measured since before they existed.
  const looks = seededRandom(20_261_126);
  const started = performance.now();
  let written = 0;
  while (written < count && performance.now() - started < deadlineMs) {
    const size = Math.min(CHUNK, count - written);
    const rows = Array.from({ length: size }, (_, index) => {
      const roll = random();
      const status = roll < 0.02 ? 'failed' : roll < 0.03 ? 'pending' : 'processed';
      const name = NAMES[Math.floor(random() * NAMES.length)] ?? 'PageView';
      const eventTime = new Date(now - 60_000 - Math.floor(random() * BENCH_DAYS * DAY_MS));
      const value = name === 'Purchase' ? Math.round(random() * 20_000) / 100 : null;
      return {
        domainId: domainIds[(written + index) % domainIds.length] ?? '',
        name,
        eventId: `bench-${String(written + index)}`,
        status,
        source: looks() < 0.15 ? 'browser' : 'server',
        device: DEVICES[Math.floor(looks() * DEVICES.length)] ?? 'desktop',
        country: COUNTRIES[Math.floor(looks() * COUNTRIES.length)] ?? null,
        value,
        currency: value === null ? null : looks() < 0.2 ? 'PLN' : 'EUR',
        deliveries: JSON.stringify([
          { service: 'meta_capi', status, error: null, attempts: 1, last_attempt_at: null },
        ]),
        eventTime: eventTime.toISOString(),
        processedAt: status === 'pending' ? null : new Date(eventTime.getTime() + 2000).toISOString(),
      };
    });
    const column = <T>(read: (row: (typeof rows)[number]) => T) => sql.param(rows.map(read));
    await db.execute(sql`
      insert into events (id, domain_id, event_name, event_id, status, source, device, country, value,
        currency, deliveries, error, attempts, event_time, processed_at, created_at)
      select id, domain_id, event_name, event_id, status, source, device, country, value, currency,
        deliveries::jsonb, case when status = 'failed' then 'meta_capi: refused' end, 1, event_time,
        processed_at, event_time
      from unnest(${column(() => randomUUID())}::text[], ${column((row) => row.domainId)}::text[],
        ${column((row) => row.name)}::text[], ${column((row) => row.eventId)}::text[],
        ${column((row) => row.status)}::text[], ${column((row) => row.source)}::text[],
        ${column((row) => row.device)}::text[], ${column((row) => row.country)}::text[],
        ${column((row) => row.value)}::numeric[], ${column((row) => row.currency)}::text[],
        ${column((row) => row.deliveries)}::text[], ${column((row) => row.eventTime)}::timestamptz[],
        ${column((row) => row.processedAt)}::timestamptz[])
        as rows (id, domain_id, event_name, event_id, status, source, device, country, value, currency,
          deliveries, event_time, processed_at)
    `);
    written += size;
  }
  return { written, seconds: (performance.now() - started) / 1000 };
}

/**
 * Seeds the demo owner with BENCH_DOMAINS active domains and writes up to `count` events into them
 * (stopping after `deadlineMs`), then gathers fresh statistics.
 */
export async function seedOwnerEvents(
  db: Database,
  count: number,
  deadlineMs: number,
): Promise<SeededEvents> {
  const ownerId = await seedDemoOwner(db);
  const rows = await db
    .insert(domains)
    .values(
      Array.from({ length: BENCH_DOMAINS }, (_, index) => ({
        userId: ownerId,
        name: `shop-${String(index).padStart(2, '0')}.bench.example`,
        status: 'active' as const,
      })),
    )
    .returning({ id: domains.id });
  const domainIds = rows.map((row) => row.id);
  const inserted = await insertEvents(db, domainIds, count, deadlineMs);
  // Fresh statistics, as autovacuum would have gathered on a database that grew over 90 days.
  await db.execute(sql`analyze`);
  return { domainIds, ...inserted };
}

/** Prints how many events `name` got, how fast, whether the deadline cut them short, and the load. */
export function printSeeding(
  name: string,
  { written, seconds }: SeededEvents,
  count: number,
  deadlineMs: number,
) {
  const short =
    written < count
      ? ` (stopped after ${String(Math.round(deadlineMs / 1000))} s: fewer than ${count.toLocaleString('en')})`
      : '';
  console.log(
    `  ${name}: ${written.toLocaleString('en')} events written in ${seconds.toFixed(0)} s` +
      ` (${Math.round(written / seconds).toLocaleString('en')}/s)${short}; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
}
