// `npm run bench`: how many events per second `POST /events` stores, on PostgreSQL and on PGlite. The
// real server gets a domain with an API key and no services (nothing is forwarded), then autocannon
// sends it batches of 100 events, every event_id new, from this process for BENCH_SECONDS (15 by
// default). Prints events and batches per second, the p50 and p99 of a batch's answer, and, once the
// load is over, how many of the events the server acknowledged (202, `accepted`) the database lacks,
// which must be 0. Prints; asserts nothing. On a machine of two cores the server, PostgreSQL and
// autocannon share them, so the figures are a floor.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { rowsOf } from '../server/src/db/database.ts';
import {
  cpuSeconds,
  keyedDomain,
  openTarget,
  pgliteTarget,
  removeTarget,
  seedDemoOwner,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

declare module 'autocannon' {
  interface Histogram {
    p50: number;
  }
  interface Request {
    method: string;
    path: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request & { body?: string };
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    method?: string;
    requests?: Request[];
  }
}

const PORT = 4334;
/**
 * Senders at once: enough to keep each database busy without only lengthening the queue in front of it
 * (PGlite runs one statement at a time). Measured here: PostgreSQL gave 16,400 events/s with a p99 of
 * 261 ms at 24, 18,900 and 133 ms at 12; PGlite 7,500 and 1.5 s at 24, 7,800 and 198 ms at 8.
 * BENCH_CONNECTIONS sets both.
 */
const CONNECTIONS = {
  postgres: Number(process.env.BENCH_CONNECTIONS ?? 12),
  pglite: Number(process.env.BENCH_CONNECTIONS ?? 8),
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BATCH = 100;

/** The batch `batch`'s items: Purchases whose event_id says run, batch and position. */
function batchBody(run: string, batch: number): string {
  const items = Array.from({ length: BATCH }, (_, index) => ({
    event_name: 'Purchase',
    event_id: `${run}-${String(batch)}-${String(index)}`,
    value: 12.5,
    currency: 'EUR',
  }));
  return JSON.stringify({ events: items });
}

/** The event_ids the acknowledged batches held. */
const eventIdsOf = (run: string, batches: number[]) =>
  batches.flatMap((batch) =>
    Array.from({ length: BATCH }, (_, index) => `${run}-${String(batch)}-${String(index)}`),
  );

/** Sends batches for `seconds` seconds; answers autocannon's result and what the 202 answers said. */
async function load(origin: string, secret: string, run: string, seconds: number, connections: number) {
  let next = 0;
  let accepted = 0;
  let duplicates = 0;
  const acknowledged: number[] = [];
  const result = await autocannon({
    url: `${origin}/api/v1/events`,
    connections,
    duration: seconds,
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': secret },
    requests: [
      {
        method: 'POST',
        path: '/api/v1/events',
        // One connection has one request in flight, so the context still names its batch at the answer.
        setupRequest: (request, context) => {
          context.batch = next++;
          return { ...request, body: batchBody(run, next - 1) };
        },
        onResponse: (status, body, context) => {
          if (status !== 202) return;
          const { data } = JSON.parse(body) as { data: { accepted: number; duplicates: number } };
          accepted += data.accepted;
          duplicates += data.duplicates;
          acknowledged.push(Number(context.batch));
        },
      },
    ],
  });
  return { result, accepted, duplicates, acknowledged };
}

/** Starts the server on `target`, loads it, and prints one line of figures. */
async function measure(name: string, target: BenchTarget) {
  const database = await openTarget(target);
  let key: { domainId: string; secret: string };
  try {
    const ownerId = await seedDemoOwner(database.db);
    key = await keyedDomain(database.db, ownerId, 'ingest.bench.example');
  } finally {
    await database.close();
  }
  const load1 = loadavg()[0]?.toFixed(1) ?? '?';
  const server = await startEventsServer(PORT, target);
  let run: Awaited<ReturnType<typeof load>>;
  let cpu: number | undefined;
  try {
    // The JIT warms up and the pools fill on a short run of its own, left out of the figures.
    const connections = CONNECTIONS[target.kind];
    await load(server.origin, key.secret, 'warm-up', 3, connections);
    const cpuBefore = cpuSeconds(server.pid);
    run = await load(server.origin, key.secret, 'run', SECONDS, connections);
    const cpuAfter = cpuSeconds(server.pid);
    if (cpuBefore !== undefined && cpuAfter !== undefined) cpu = cpuAfter - cpuBefore;
  } finally {
    await server.stop();
  }
  // Counted after the server stopped: PGlite's folder is then free, and nothing is left in flight.
  const counted = await openTarget(target);
  let stored: number;
  let found: number;
  try {
    const ids = eventIdsOf('run', run.acknowledged);
    const [row] = await rowsOf<{ stored: string; found: string }>(
      counted.db,
      sql`select count(*) filter (where event_id like 'run-%') as stored,
            count(*) filter (where event_id = any(${sql.param(ids)}::text[])) as found
          from events where domain_id = ${key.domainId}`,
    );
    stored = Number(row?.stored);
    found = Number(row?.found);
  } finally {
    await counted.close();
  }
  const { result } = run;
  const failed = result.non2xx + result.errors;
  const perSecond = (count: number) => Math.round(count / SECONDS).toLocaleString('en');
  const indent = ''.padEnd(15);
  console.log(
    `  ${name.padEnd(13)} ${perSecond(run.accepted).padStart(7)} events/s` +
      `   ${perSecond(run.acknowledged.length).padStart(5)} batches/s` +
      `   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
      `   non-2xx ${String(result.non2xx)}, errors ${String(result.errors)}${failed ? ' (!)' : ''}`,
  );
  // The server's own CPU per event: what it would take on a core of its own, whatever else runs.
  const perEvent = cpu === undefined || !stored ? '?' : String(Math.round((cpu * 1e6) / stored));
  console.log(
    `${indent}server CPU ${perEvent} µs/event (${cpu === undefined ? '?' : cpu.toFixed(1)} s in ${String(SECONDS)} s);` +
      ` load average before the run ${load1}`,
  );
  console.log(
    `${indent}acknowledged ${run.accepted.toLocaleString('en')} (duplicates ${String(run.duplicates)}),` +
      ` stored ${stored.toLocaleString('en')}, acknowledged but missing: ${String(run.acknowledged.length * BATCH - found)}`,
  );
}

console.log(
  `\nPOST /events, batches of ${String(BATCH)} new events (autocannon, ${String(CONNECTIONS.postgres)} connections on PostgreSQL, ${String(CONNECTIONS.pglite)} on PGlite, ${String(SECONDS)} s each)`,
);
const postgres = await startThrowawayPostgres();
try {
  await measure(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url });
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await measure('PGlite', pglite);
} finally {
  removeTarget(pglite);
}
