// `npm run bench`: how long deleting a domain with a year of events takes (issue 26), on PostgreSQL and
// on PGlite. The demo owner's domain gets BENCH_DELETE_EVENTS events (2,000,000 by default) spread over
// the last 365 days, so over thirteen monthly partitions, with every hour of the year in the totals
// tables (on PGlite the writing stops after BENCH_PGLITE_INSERT_SECONDS, 240 by default, and the output
// says how many were written). Then the real server answers DELETE /domains/{id} for an empty domain and
// for that one, each timed from request to answer, and the big one's API key is tried again; then the
// job's purge of its rows (domain-purges.ts) runs on the same database, timed. Prints; asserts nothing.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/src/db/database.ts';
import { ensureEventPartitions } from '../server/src/db/event-partitions.ts';
import { purgeDeletedDomains } from '../server/src/routes/domains/domain-purges.ts';
import { PGLITE_INSERT_MS } from './bench-events-seed.ts';
import {
  keyedDomain,
  openTarget,
  pgliteTarget,
  removeTarget,
  seedDemoOwner,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { signInDemoOwner } from './bench-server.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4338;
const EVENTS = Number(process.env.BENCH_DELETE_EVENTS ?? 2_000_000);
const CHUNK = 50_000;
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

/** The statement triggers that count inserted events into the totals tables (migrations 0003 and 0007). */
const INSERT_TRIGGERS = ['events_rollup_insert', 'events_totals_insert'];

async function setInsertTriggers(db: Database, enabled: boolean) {
  for (const trigger of INSERT_TRIGGERS) {
    await db.execute(sql.raw(`alter table events ${enabled ? 'enable' : 'disable'} trigger ${trigger}`));
  }
}

/**
 * Writes up to `count` events of `domainId` over the year before `now`, stopping after `deadlineMs`.
 * Each statement spreads its rows over the whole year, so a run cut short still fills every month. The
 * first statement goes through the triggers, which gives every hour of the year its rows in every totals
 * table (what the purge deletes there depends on the hours and keys, not on the number of events); the
 * others are written with the insert triggers off, several times faster, so their events are not in the
 * totals.
 */
async function insertYearOfEvents(
  db: Database,
  domainId: string,
  count: number,
  now: Date,
  deadlineMs: number,
) {
  const start = new Date(now.getTime() - YEAR_MS);
  await ensureEventPartitions(db, start, now);
  const started = performance.now();
  let written = 0;
  try {
    while (written < count && performance.now() - started < deadlineMs) {
      const size = Math.min(CHUNK, count - written);
      await db.execute(sql`
        insert into events (id, domain_id, event_name, event_id, status, source, device, country, value,
          currency, deliveries, attempts, event_time, processed_at, created_at)
        select gen_random_uuid()::text, ${domainId},
          (array['PageView', 'ViewContent', 'AddToCart', 'Purchase'])[1 + i % 4],
          'bench-' || (${written}::integer + i), 'processed', 'server',
          (array['desktop', 'mobile', 'tablet'])[1 + i % 3], (array['PL', 'DE', 'GB', 'US', 'FR'])[1 + i % 5],
          case when i % 4 = 3 then (i % 200) + 0.99 end, case when i % 4 = 3 then 'EUR' end,
          '[{"service": "meta_capi", "status": "processed", "error": null, "attempts": 1, "last_attempt_at": null}]'::jsonb,
          1, t, t + interval '2 seconds', t
        from generate_series(0, ${size - 1}::integer) as i,
          lateral (select ${start.toISOString()}::timestamptz + make_interval(
            secs => i * ${YEAR_MS / 1000 / size}::double precision + ${written / CHUNK}::integer) as t) as at
      `);
      if (written === 0) await setInsertTriggers(db, false);
      written += size;
    }
  } finally {
    await setInsertTriggers(db, true);
  }
  await db.execute(sql`analyze`);
  return { written, seconds: (performance.now() - started) / 1000 };
}

/** How many rows of `domainId` the events and the hourly totals hold, and over how many partitions. */
async function domainRows(db: Database, domainId: string) {
  const [row] = await rowsOf<{ events: number; partitions: number; totals: number }>(
    db,
    sql`select (select count(*) from events where domain_id = ${domainId})::integer as events,
      (select count(distinct tableoid) from events where domain_id = ${domainId})::integer as partitions,
      (select count(*) from event_totals where domain_id = ${domainId})::integer as totals`,
  );
  return row ?? { events: 0, partitions: 0, totals: 0 };
}

const number = (value: number) => value.toLocaleString('en');

async function bench(name: string, target: BenchTarget, deadlineMs: number) {
  const now = new Date();
  let database = await openTarget(target);
  let domain: Awaited<ReturnType<typeof keyedDomain>>;
  let emptyDomainId: string;
  try {
    const ownerId = await seedDemoOwner(database.db);
    domain = await keyedDomain(database.db, ownerId, 'a-year-of-events.bench.example');
    emptyDomainId = (await keyedDomain(database.db, ownerId, 'no-events.bench.example')).domainId;
    const { written, seconds } = await insertYearOfEvents(
      database.db,
      domain.domainId,
      EVENTS,
      now,
      deadlineMs,
    );
    const rows = await domainRows(database.db, domain.domainId);
    const short = written < EVENTS ? ` (stopped after ${String(Math.round(deadlineMs / 1000))} s)` : '';
    console.log(
      `  ${name}: ${number(rows.events)} events over ${String(rows.partitions)} monthly partitions and` +
        ` ${number(rows.totals)} hourly totals rows, written in ${seconds.toFixed(0)} s${short};` +
        ` load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
  } finally {
    await database.close();
  }

  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoOwner(server.origin);
    const deleteDomain = async (id: string) => {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/v1/domains/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      return `${String(response.status)} in ${(performance.now() - started).toFixed(0)} ms`;
    };
    const empty = await deleteDomain(emptyDomainId);
    const full = await deleteDomain(domain.domainId);
    const key = await fetch(`${server.origin}/api/v1/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': domain.secret },
      body: JSON.stringify({ events: [{ event_name: 'PageView', event_id: 'after-delete' }] }),
    });
    console.log(
      `    DELETE /domains/{id} answered ${full} (an empty domain's: ${empty});` +
        ` its API key then answers ${String(key.status)}`,
    );
  } finally {
    await server.stop();
  }

  database = await openTarget(target);
  try {
    const started = performance.now();
    // The purge's time has come (its job runs it ten minutes after the deletion).
    const purged = await purgeDeletedDomains(database.db, new Date(Date.now() + DAY_MS));
    const seconds = (performance.now() - started) / 1000;
    const left = await domainRows(database.db, domain.domainId);
    console.log(
      `    the purge job then deleted ${number(purged.events)} events and their totals in ${seconds.toFixed(1)} s` +
        ` (${number(Math.round(purged.events / seconds))}/s); left: ${number(left.events)} events,` +
        ` ${number(left.totals)} totals`,
    );
  } finally {
    await database.close();
  }
}

console.log(
  `\nDELETE /domains/{id} of a domain with a year of events (${number(EVENTS)} asked for), then the purge of its rows`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url }, Infinity);
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite, PGLITE_INSERT_MS);
} finally {
  removeTarget(pglite);
}
