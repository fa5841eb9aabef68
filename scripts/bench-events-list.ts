// `npm run bench`: how fast the events list answers one user whose 10 domains hold 1,000,000 events of
// the last 90 days, on PostgreSQL and on PGlite. The events are written before the server starts
// (bench-events-seed.ts); on PGlite the writing stops after BENCH_PGLITE_INSERT_SECONDS (240 by default)
// and the list is measured on what was written, which the output says. Then, one request at a time, the
// median and p95 of the first page, two filtered ones, page 500 reached by keyset cursor and page 500 by
// offset. Prints; asserts nothing.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/database.ts';
import { encodeCursor } from '../server/src/routes/events/event-list-query.ts';
import { signInDemoOwner } from './bench-server.ts';
import {
  BENCH_DAYS,
  BENCH_DOMAINS,
  PGLITE_INSERT_MS,
  printSeeding,
  seedOwnerEvents,
} from './bench-events-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { BUDGET_MS, fewerSamples, getJson, measure, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4336;
const EVENTS = Number(process.env.BENCH_LIST_EVENTS ?? 1_000_000);
const DEEP_PAGE = 500;

/** A target whose demo owner's domains hold the events; answers how the seeding went and page DEEP_PAGE's cursor. */
async function prepare(target: BenchTarget, deadlineMs: number) {
  const database = await openTarget(target);
  try {
    const seeded = await seedOwnerEvents(database.db, EVENTS, deadlineMs);
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
    return { seeded, deepCursor };
  } finally {
    await database.close();
  }
}

interface EventPage {
  meta: { total?: number; next_cursor?: string | null };
}

/** Measures the list at `url` and prints it with how many events match. */
async function measurePage(name: string, url: string, token: string) {
  const { times, body } = await measure(url, token);
  const { meta } = body as EventPage;
  const matching = meta.total === undefined ? '?' : meta.total.toLocaleString('en');
  row(name, times, `(${matching} matching${fewerSamples(times)})`);
}

async function bench(name: string, target: BenchTarget, deadlineMs: number) {
  const { seeded, deepCursor } = await prepare(target, deadlineMs);
  printSeeding(name, seeded, EVENTS, deadlineMs);
  const { domainIds } = seeded;
  const server = await startEventsServer(PORT, target);
  try {
    const list = `${server.origin}/api/v1/events/list?per_page=25`;
    const token = await signInDemoOwner(server.origin);
    await measurePage('first page', list, token);
    await measurePage('filter[status]=failed', `${list}&filter[status]=failed`, token);
    await measurePage(
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
      const { meta } = (await getJson(`${list}${cursor ? `&cursor=${cursor}` : ''}`, token)) as EventPage;
      const next = meta.next_cursor;
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
    await measurePage(`page ${String(DEEP_PAGE)} by cursor`, `${list}&cursor=${deepCursor}`, token);
    await measurePage(
      `page ${String(DEEP_PAGE)} by offset (page=${String(DEEP_PAGE)})`,
      `${list}&page=${String(DEEP_PAGE)}`,
      token,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `\nGET /events/list?per_page=25, one user with ${String(BENCH_DOMAINS)} domains and ${EVENTS.toLocaleString('en')} events` +
    ` over ${String(BENCH_DAYS)} days (${SAMPLING})`,
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
