// `npm run bench`: how fast the staff's list of every owner's domains answers with 10,000 domains of
// 2,000 owners and a year of month totals (bench-admin-domains-seed.ts), on PostgreSQL and on PGlite,
// against issue 28's targets: p95 of GET /admin/domains (first page, filtered by status and by "stuck
// in setup for more than 24 hours", searched by domain and by owner, sorted by events this month) at
// most 50 ms on PostgreSQL and 100 ms on PGlite; and a bulk update of the 1,000 domains a search
// matches (previewed, then changed with the previewed count, each change in the audit trail), timed.
// One request at a time, as the other read benchmarks. Prints; asserts nothing.
import {
  BENCH_DOMAINS,
  BENCH_OWNERS,
  BULK_SEARCH,
  printDomainsSeeding,
  seedAdminDomainsBench,
} from './bench-admin-domains-seed.ts';
import {
  openTarget,
  percentile,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';
import { signInDemoAdmin } from './bench-server.ts';

const PORT = 4339;
/** Bulk updates timed, alternately suspending and reactivating the same 1,000 domains. */
const BULK_RUNS = 6;

/** Measures the list at `url`, and prints it with how many domains match and its verdict against `targetMs`. */
async function measureList(name: string, url: string, token: string, targetMs: number) {
  const { times, body } = await measure(url, token);
  const { meta } = body as { meta: { total: number } };
  const verdict = quantiles(times).p95 <= targetMs ? 'within' : 'OVER';
  row(
    name,
    times,
    `${verdict} ${String(targetMs)} ms (${meta.total.toLocaleString('en')} matching${fewerSamples(times)})`,
  );
}

/** POST /admin/domains/bulk-update with `body`: its time in milliseconds and its counts; throws on a refusal. */
async function bulkUpdate(origin: string, token: string, body: object) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/admin/domains/bulk-update`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { updated_count: number; matched_count: number } };
  const ms = performance.now() - started;
  if (!response.ok || !answer.data) throw new Error(`the bulk update answered ${String(response.status)}`);
  return { ms, ...answer.data };
}

/**
 * The bulk update of every domain the search BULK_SEARCH matches, BULK_RUNS times (suspend, reactivate,
 * …): each previewed, then sent with the previewed count as staff's confirmation does; prints the
 * median and the slowest of each step and how many changed.
 */
async function measureBulk(origin: string, token: string) {
  const previews: number[] = [];
  const updates: number[] = [];
  const changed: number[] = [];
  const filter = { search: BULK_SEARCH };
  for (let run = 0; run < BULK_RUNS; run++) {
    const status = run % 2 === 0 ? 'suspended' : 'active';
    const reason = 'Bench bulk update';
    const preview = await bulkUpdate(origin, token, { filter, status, reason, preview: true });
    previews.push(preview.ms);
    const update = await bulkUpdate(origin, token, {
      filter,
      status,
      reason,
      expected_count: preview.matched_count,
    });
    updates.push(update.ms);
    changed.push(update.updated_count);
  }
  const slowest = (times: number[]) => Math.max(...times);
  const median = (times: number[]) =>
    percentile(
      [...times].sort((a, b) => a - b),
      0.5,
    );
  console.log(
    `    bulk update, search=${BULK_SEARCH} (${String(BULK_RUNS)} runs)`.padEnd(48) +
      ` preview median ${median(previews).toFixed(0)} ms, slowest ${slowest(previews).toFixed(0)} ms;` +
      ` update median ${median(updates).toFixed(0)} ms, slowest ${slowest(updates).toFixed(0)} ms` +
      ` (${changed.join(', ')} changed, each with its audit entry)`,
  );
}

async function bench(name: string, target: BenchTarget, listTargetMs: number) {
  const database = await openTarget(target);
  const seeded = await seedAdminDomainsBench(database.db).finally(() => database.close());
  printDomainsSeeding(name, seeded);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoAdmin(server.origin);
    const list = `${server.origin}/api/v1/admin/domains?per_page=25`;
    const lists: [string, string][] = [
      ['first page (newest first)', list],
      ['filter[status]=pending', `${list}&filter[status]=pending`],
      ['filter[stuck_hours]=24', `${list}&filter[stuck_hours]=24`],
      ['search=shop (domain names)', `${list}&search=shop`],
      ['search=nowak (owners)', `${list}&search=nowak`],
      ['sort=events_this_month desc', `${list}&sort=events_this_month&order=desc`],
      [
        'active, sorted by events this month, page 3',
        `${list}&filter[status]=active&sort=events_this_month&order=desc&page=3`,
      ],
      ['searched, stuck 48 h, sorted by owner', `${list}&search=shop&filter[stuck_hours]=48&sort=owner`],
    ];
    for (const [label, url] of lists) await measureList(label, url, token, listTargetMs);
    await measureBulk(server.origin, token);
  } finally {
    await server.stop();
  }
}

console.log(
  `\nGET /admin/domains, ${BENCH_DOMAINS.toLocaleString('en')} domains of ${BENCH_OWNERS.toLocaleString('en')}` +
    ` owners, as the demo admin (${SAMPLING}); targets: p95 at most 50 ms on PostgreSQL and 100 ms on` +
    ` PGlite; and a bulk update of 1,000 domains by search`,
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
