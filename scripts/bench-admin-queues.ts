// `npm run bench`: how fast the staff's queue screen reads with 100,000 pg-boss jobs
// (bench-admin-queues-seed.ts), on PostgreSQL and on PGlite, against the admin reads' targets: p95 at most
// 50 ms on PostgreSQL and 100 ms on PGlite. The reads the screen makes (queues-screen.tsx): the dashboard,
// the failed deliveries grouped, the jobs list (its first page of 10, filtered as its filter bar and a
// group's link filter it, a deep page) and one job beside it. One request at a time, as the other read
// benchmarks. Prints; asserts nothing.
import { deliverEvents } from '../server/src/routes/events/delivery/deliver-events.job.ts';
import { BENCH_JOBS, printQueuesSeeding, seedAdminQueuesBench } from './bench-admin-queues-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, getJson, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { signInDemoAdmin } from './bench-server.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4358;
/** The screen's page size unless staff pick another. */
const PER_PAGE = 10;

/** Measures `url` and prints it with its verdict against `targetMs` (and how many jobs match, for a list). */
async function measured(name: string, url: string, token: string, targetMs: number) {
  const { times, body } = await measure(url, token);
  const total = (body as { meta?: { total?: number } }).meta?.total;
  const verdict = quantiles(times).p95 <= targetMs ? 'within' : 'OVER';
  const note =
    total === undefined
      ? fewerSamples(times)
      : ` (${total.toLocaleString('en')} matching${fewerSamples(times)})`;
  row(name, times, `${verdict} ${String(targetMs)} ms${note}`);
  return body;
}

/** How many jobs the list at `url` counts. */
async function totalOf(url: string, token: string) {
  return ((await getJson(url, token)) as { meta: { total: number } }).meta.total;
}

/** `filter` as the list's query takes it: `&filter[state]=failed…`. */
const filterQuery = (filter: Record<string, string>) =>
  Object.entries(filter)
    .map(([key, value]) => `&filter[${key}]=${encodeURIComponent(value)}`)
    .join('');

interface FailedGroup {
  domain_name: string | null;
  destination: string;
  jobs_count: number;
  filter: Record<string, string>;
}

async function bench(name: string, target: BenchTarget, targetMs: number) {
  const database = await openTarget(target);
  const seeded = await seedAdminQueuesBench(database).finally(() => database.close());
  printQueuesSeeding(name, seeded);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoAdmin(server.origin);
    const api = `${server.origin}/api/v1/admin`;
    const list = `${api}/queue-jobs?page=1&per_page=${String(PER_PAGE)}`;
    const waiting = `${list}${filterQuery({ state: 'created,retry', queue: deliverEvents.name })}`;
    const waitingBefore = await totalOf(waiting, token);
    await measured('dashboard (counts, throughput, last hour)', `${api}/queue-dashboard`, token, targetMs);
    const groupsBody = await measured(
      'failed deliveries grouped',
      `${api}/queue-failed-deliveries`,
      token,
      targetMs,
    );
    await measured('jobs: first page (newest first)', list, token, targetMs);
    const failedBody = await measured(
      'jobs: state=failed',
      `${list}${filterQuery({ state: 'failed' })}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: state=created,retry (waiting)',
      `${list}${filterQuery({ state: 'created,retry' })}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: queue=support.mail_ticket_notice',
      `${list}${filterQuery({ queue: 'support.mail_ticket_notice' })}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: domain_id (a domain)',
      `${list}${filterQuery({ domain_id: 'bench-queue-domain-8' })}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: data {"email": …} (one address)',
      `${list}${filterQuery({ data: JSON.stringify({ email: 'user-42@bench-queues.example' }) })}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: data {"requestId": …} (one request)',
      `${list}${filterQuery({ data: JSON.stringify({ requestId: 'bench-ingest-1000' }) })}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: data {"events": [[id]]} (one event)',
      `${list}${filterQuery({ data: JSON.stringify({ events: [['bench-event-4242-1']] }) })}`,
      token,
      targetMs,
    );
    const [group] = (groupsBody as { data: FailedGroup[] }).data;
    if (!group) throw new Error('no failed delivery group');
    await measured(
      `jobs: a group's link (${String(group.jobs_count)} failed)`,
      `${list}${filterQuery(group.filter)}`,
      token,
      targetMs,
    );
    await measured(
      'jobs: page 100 (jobs 991–1,000)',
      `${api}/queue-jobs?page=100&per_page=${String(PER_PAGE)}`,
      token,
      targetMs,
    );
    const [job] = (failedBody as { data: { id: string }[] }).data;
    if (!job) throw new Error('no failed job');
    await measured('one job (a failed delivery)', `${api}/queue-jobs/${job.id}`, token, targetMs);
    // The seeded jobs stayed put: pg-boss's workers took none of the waiting deliveries meanwhile.
    const waitingNow = await totalOf(waiting, token);
    console.log(
      `    waiting deliveries: ${waitingBefore.toLocaleString('en')} before, ${waitingNow.toLocaleString('en')} after`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `\nThe queue screen's reads (/admin/queue-…), ${BENCH_JOBS.toLocaleString('en')} pg-boss jobs, as the demo admin` +
    ` (${SAMPLING}); targets: p95 at most 50 ms on PostgreSQL and 100 ms on PGlite`,
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
