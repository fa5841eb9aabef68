// `npm run bench`: how fast the events list answers one user whose 10 domains hold 1,000,000 events of
// the last 90 days, on PostgreSQL and on PGlite. The events are written before the server starts (one
// INSERT … SELECT FROM unnest per chunk, the rollup triggers firing as usual); on PGlite the writing
// stops after BENCH_PGLITE_INSERT_SECONDS (240 by default) and the list is measured on what was written,
// which the output says. Then, one request at a time, the median and p95 of the first page, two
// filtered ones, page 500 reached by keyset cursor and page 500 by offset. Prints; asserts nothing.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/src/db/database.ts';
import { ensureEventPartitions } from '../server/src/db/event-partitions.ts';
import { domains } from '../server/src/db/schema/business.ts';
import { seededRandom } from '../server/src/db/seed/demo-events.ts';
import { encodeCursor } from '../server/src/routes/events/event-list-query.ts';
import { signInDemoOwner } from './bench-server.ts';
import {
  openTarget,
  percentile,
  pgliteTarget,
  removeTarget,
  seedDemoOwner,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4336;
const EVENTS = Number(process.env.BENCH_LIST_EVENTS ?? 1_000_000);
const DOMAINS = 10;
const DAYS = 90;
const CHUNK = 20_000;
const PGLITE_INSERT_MS = Number(process.env.BENCH_PGLITE_INSERT_SECONDS ?? 240) * 1000;
const WARM_UP = 10;
const SAMPLES = 100;
/**
 * How long one measurement may take: a slow page is measured fewer times (at least MIN_SAMPLES), and
 * the output says how many, so the whole script stays within minutes whatever the server does.
 */
const BUDGET_MS = Number(process.env.BENCH_LIST_BUDGET_SECONDS ?? 30) * 1000;
const MIN_SAMPLES = 5;
const DEEP_PAGE = 500;
const DAY_MS = 86_400_000;

const NAMES = ['PageView', 'PageView', 'PageView', 'ViewContent', 'AddToCart', 'Lead', 'Purchase'];

/** Writes up to EVENTS events spread over the domains and the last DAYS days; answers how many and how long. */
async function insertEvents(db: Database, domainIds: string[], deadlineMs: number) {
  const now = Date.now();
  await ensureEventPartitions(db, new Date(now - DAYS * DAY_MS), new Date(now));
  const random = seededRandom(20_261_125);
  const started = performance.now();
  let written = 0;
  while (written < EVENTS && performance.now() - started < deadlineMs) {
    const size = Math.min(CHUNK, EVENTS - written);
    const rows = Array.from({ length: size }, (_, index) => {
      const roll = random();
      const status = roll < 0.02 ? 'failed' : roll < 0.03 ? 'pending' : 'processed';
      const name = NAMES[Math.floor(random() * NAMES.length)] ?? 'PageView';
      const eventTime = new Date(now - 60_000 - Math.floor(random() * DAYS * DAY_MS));
      return {
        domainId: domainIds[(written + index) % domainIds.length] ?? '',
        name,
        eventId: `list-${String(written + index)}`,
        status,
        value: name === 'Purchase' ? Math.round(random() * 20_000) / 100 : null,
        deliveries: JSON.stringify([
          { service: 'meta_capi', status, error: null, attempts: 1, last_attempt_at: null },
        ]),
        eventTime: eventTime.toISOString(),
        processedAt: status === 'pending' ? null : new Date(eventTime.getTime() + 2000).toISOString(),
      };
    });
    const column = <T>(read: (row: (typeof rows)[number]) => T) => sql.param(rows.map(read));
    await db.execute(sql`
      insert into events (id, domain_id, event_name, event_id, status, value, currency, deliveries, error,
        attempts, event_time, processed_at, created_at)
      select id, domain_id, event_name, event_id, status, value, case when value is null then null else 'EUR' end,
        deliveries::jsonb, case when status = 'failed' then 'meta_capi: refused' end, 1, event_time,
        processed_at, event_time
      from unnest(${column(() => randomUUID())}::text[], ${column((row) => row.domainId)}::text[],
        ${column((row) => row.name)}::text[], ${column((row) => row.eventId)}::text[],
        ${column((row) => row.status)}::text[], ${column((row) => row.value)}::numeric[],
        ${column((row) => row.deliveries)}::text[], ${column((row) => row.eventTime)}::timestamptz[],
        ${column((row) => row.processedAt)}::timestamptz[])
        as rows (id, domain_id, event_name, event_id, status, value, deliveries, event_time, processed_at)
    `);
    written += size;
  }
  return { written, seconds: (performance.now() - started) / 1000 };
}

/** A target whose demo owner has DOMAINS domains holding the events; answers the domains' ids and the count. */
async function prepare(target: BenchTarget, deadlineMs: number) {
  const database = await openTarget(target);
  try {
    const ownerId = await seedDemoOwner(database.db);
    const rows = await database.db
      .insert(domains)
      .values(
        Array.from({ length: DOMAINS }, (_, index) => ({
          userId: ownerId,
          name: `list-${String(index).padStart(2, '0')}.bench.example`,
          status: 'active' as const,
        })),
      )
      .returning({ id: domains.id });
    const domainIds = rows.map((row) => row.id);
    const inserted = await insertEvents(database.db, domainIds, deadlineMs);
    // Fresh statistics, as autovacuum would have gathered on a database that grew over 90 days.
    await database.db.execute(sql`analyze`);
    // The last event of page DEEP_PAGE - 1 in the list's order: the cursor its `next_cursor` names.
    const [last] = await rowsOf<{ id: string; event_time: string | Date }>(
      database.db,
      sql`select id, event_time from events order by event_time desc, id desc
          limit 1 offset ${(DEEP_PAGE - 1) * 25 - 1}`,
    );
    if (!last) throw new Error(`there are fewer than ${String(DEEP_PAGE)} pages`);
    const deepCursor = encodeCursor({
      direction: 'after',
      eventTime: new Date(last.event_time),
      id: last.id,
    });
    return { domainIds, deepCursor, ...inserted };
  } finally {
    await database.close();
  }
}

interface EventPage {
  meta: { total?: number; next_cursor?: string | null };
}

/** Asks for `url` and answers its page; throws on anything but 200. */
async function page(url: string, token: string): Promise<EventPage> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as EventPage;
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}: ${JSON.stringify(body)}`);
  return body;
}

const row = (name: string, times: number[], note: string) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `    ${name.padEnd(44)} median ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms` +
      `   p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms   ${note}`,
  );
};

/**
 * Asks for `url` one request at a time, WARM_UP times unmeasured and SAMPLES times measured (fewer
 * when they outlast BUDGET_MS), and prints.
 */
async function measure(name: string, url: string, token: string) {
  const times: number[] = [];
  let total: number | undefined;
  const started = performance.now();
  for (let index = 0; index < WARM_UP + SAMPLES; index++) {
    const sent = performance.now();
    total = (await page(url, token)).meta.total;
    if (index >= WARM_UP) times.push(performance.now() - sent);
    const spent = performance.now() - started;
    // A slow page cuts the warm-up short and the samples too.
    if (spent > BUDGET_MS / 3 && index < WARM_UP) index = WARM_UP - 1;
    if (spent > BUDGET_MS && times.length >= MIN_SAMPLES) break;
  }
  const matching = total === undefined ? '?' : total.toLocaleString('en');
  row(
    name,
    times,
    `(${matching} matching${times.length < SAMPLES ? `; ${String(times.length)} samples` : ''})`,
  );
}

async function bench(name: string, target: BenchTarget, deadlineMs: number) {
  const { domainIds, deepCursor, written, seconds } = await prepare(target, deadlineMs);
  const short =
    written < EVENTS
      ? ` (stopped after ${String(Math.round(deadlineMs / 1000))} s: fewer than ${EVENTS.toLocaleString('en')})`
      : '';
  console.log(
    `  ${name}: ${written.toLocaleString('en')} events written in ${seconds.toFixed(0)} s` +
      ` (${Math.round(written / seconds).toLocaleString('en')}/s)${short}; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  const server = await startEventsServer(PORT, target);
  try {
    const list = `${server.origin}/api/v1/events/list?per_page=25`;
    const token = await signInDemoOwner(server.origin);
    await measure('first page', list, token);
    await measure('filter[status]=failed', `${list}&filter[status]=failed`, token);
    await measure(
      'filter[event_name]=Purchase & one domain',
      `${list}&filter[event_name]=Purchase&filter[domain_id]=${domainIds[3] ?? ''}`,
      token,
    );
    // Walked by next_cursor once, unless that outlasts the budget: the cursor is then the one the
    // database says page DEEP_PAGE - 1 ends on, which the walk is checked against when it gets there.
    let cursor = '';
    const walk: number[] = [];
    const walkStarted = performance.now();
    for (let index = 1; index < DEEP_PAGE && performance.now() - walkStarted < 2 * BUDGET_MS; index++) {
      const sent = performance.now();
      const next = (await page(`${list}${cursor ? `&cursor=${cursor}` : ''}`, token)).meta.next_cursor;
      walk.push(performance.now() - sent);
      if (!next) throw new Error(`page ${String(index)} has no next page`);
      cursor = next;
    }
    const walked = walk.length === DEEP_PAGE - 1;
    if (walked && cursor !== deepCursor) throw new Error('the walk ended on another cursor than expected');
    row(
      `pages 1 to ${String(walk.length)}, walked by next_cursor`,
      walk,
      walked ? '' : `(stopped; page ${String(DEEP_PAGE)}'s cursor taken from the database)`,
    );
    await measure(`page ${String(DEEP_PAGE)} by cursor`, `${list}&cursor=${deepCursor}`, token);
    await measure(
      `page ${String(DEEP_PAGE)} by offset (page=${String(DEEP_PAGE)})`,
      `${list}&page=${String(DEEP_PAGE)}`,
      token,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `\nGET /events/list?per_page=25, one user with ${String(DOMAINS)} domains and ${EVENTS.toLocaleString('en')} events` +
    ` over ${String(DAYS)} days (${String(SAMPLES)} requests each after ${String(WARM_UP)} unmeasured,` +
    ` fewer past ${String(BUDGET_MS / 1000)} s)`,
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
