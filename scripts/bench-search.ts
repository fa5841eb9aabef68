// `npm run bench`: how fast the command palette's search (GET /search) answers one owner with 10,000
// domains, on PostgreSQL and on PGlite, against the read targets (p95 at most 50 ms on PostgreSQL and
// 100 ms on PGlite). The owner is the demo owner with bench-events-seed.ts's 10 domains and
// SEARCH_EVENTS events in them (ids bench-0, bench-1, …), 9,990 more domains named as bench-domains.ts
// names them (site-00010.bench.example, …) and TICKETS tickets; all written before the server starts.
// Then typical queries, one request at a time, as the other read benchmarks. Prints; asserts nothing.
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/database.ts';
import { users } from '../server/src/db/schema/accounts.ts';
import { domains, plans } from '../server/src/db/schema/business.ts';
import { supportTickets } from '../server/src/db/schema/support.ts';
import { signInDemoOwner } from './bench-server.ts';
import { BENCH_DOMAINS, PGLITE_INSERT_MS, printSeeding, seedOwnerEvents } from './bench-events-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4361;
const DOMAINS = 10_000;
const SEARCH_EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 100_000);
const TICKETS = 300;
const STATUSES = ['pending', 'active', 'suspended', 'expired'] as const;
const CATEGORIES = ['general', 'technical', 'billing', 'tracking', 'account'] as const;

/** What the palette is typed with, and what each measures. */
const QUERIES: [string, string][] = [
  ['a name fragment "0123"', '0123'],
  ['a whole name', 'site-04321.bench.example'],
  ['an event id prefix "bench-4242"', 'bench-4242'],
  ['a ticket number "#42"', '#42'],
  ['a word in every name and event id "bench"', 'bench'],
  ['one character "s"', 's'],
];

/** The demo owner's 10 domains with events, 9,990 more, and TICKETS tickets. */
async function seedOwner(db: Database) {
  const seeded = await seedOwnerEvents(db, SEARCH_EVENTS, PGLITE_INSERT_MS);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
  if (!owner) throw new Error('the demo owner is missing');
  const planIds = (await db.select({ id: plans.id }).from(plans)).map((plan) => plan.id);
  const rows = Array.from({ length: DOMAINS - BENCH_DOMAINS }, (_, offset) => {
    const index = offset + BENCH_DOMAINS;
    return {
      userId: owner.id,
      name: `site-${String(index).padStart(5, '0')}.bench.example`,
      status: STATUSES[index % STATUSES.length],
      planId: planIds[index % (planIds.length + 1)] ?? null,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(domains).values(rows.slice(start, start + 1000));
  }
  await db.insert(supportTickets).values(
    Array.from({ length: TICKETS }, (_, index) => ({
      userId: owner.id,
      domainId: seeded.domainIds[index % seeded.domainIds.length],
      subject: `Events of shop ${String(index)} arrive late`,
      category: CATEGORIES[index % CATEGORIES.length] ?? 'general',
    })),
  );
  await db.execute(sql`analyze`);
  return seeded;
}

async function bench(name: string, target: BenchTarget, targetMs: number) {
  const database = await openTarget(target);
  const seeded = await seedOwner(database.db).finally(() => database.close());
  printSeeding(name, seeded, SEARCH_EVENTS, PGLITE_INSERT_MS);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoOwner(server.origin);
    for (const [label, q] of QUERIES) {
      const { times, body } = await measure(
        `${server.origin}/api/v1/search?q=${encodeURIComponent(q)}`,
        token,
      );
      const { data } = body as { data: Record<string, unknown[]> };
      const found = Object.entries(data)
        .filter(([, items]) => items.length)
        .map(([group, items]) => `${String(items.length)} ${group}`);
      const verdict = quantiles(times).p95 <= targetMs ? 'within' : 'OVER';
      row(
        label,
        times,
        `${verdict} ${String(targetMs)} ms (${found.join(', ') || 'nothing'}${fewerSamples(times)})`,
      );
    }
    console.log(`  load average after: ${loadavg()[0]?.toFixed(1) ?? '?'}`);
  } finally {
    await server.stop();
  }
}

console.log(
  `\nGET /search, the demo owner with ${DOMAINS.toLocaleString('en')} domains, ` +
    `${SEARCH_EVENTS.toLocaleString('en')} events and ${String(TICKETS)} tickets (${SAMPLING}); ` +
    `targets: p95 at most 50 ms on PostgreSQL and 100 ms on PGlite`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url }, 50);
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite, 100);
} finally {
  removeTarget(pglite);
}
