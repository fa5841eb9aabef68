// `npm run bench`: how fast the staff's lists answer with 100,000 users and 1,000,000 activity entries
// (bench-admin-seed.ts), on PostgreSQL and on PGlite, against issue 27's targets: p95 of the users list
// (searched, filtered, sorted) and of the activity log (filtered by user and by action prefix) at most
// 50 ms on PostgreSQL and 100 ms on PGlite; the admin dashboard at most 100 ms, over HTTP (where its
// figures are kept 60 s) and computed afresh in process; and a 50,000-row users export streamed, its
// time and the server's memory (resident set before, highest during, after). One request at a time,
// as the other read benchmarks. Prints; asserts nothing.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/database.ts';
import { computeDashboard } from '../server/src/routes/admin/dashboard/dashboard-compute.ts';
import { BENCH_ENTRIES, BENCH_USERS, printAdminSeeding, seedAdminBench } from './bench-admin-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';
import { signInDemoAdmin } from './bench-server.ts';

const PORT = 4338;
const DASHBOARD_TARGET_MS = 100;
/** How often the dashboard is computed afresh in process. */
const COMPUTATIONS = 20;

interface Targets {
  lists: number;
}

/** Measures a list at `url`, and prints it with how many rows match and its verdict against `targetMs`. */
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

/** The resident set of process `pid` now, in MiB, from /proc (Linux only; NaN elsewhere). */
function residentMib(pid: number): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kib === undefined ? NaN : Number(kib) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * Downloads the export at `url`, reading the stream as it comes without keeping it, while the server's
 * resident set is sampled every 20 ms; prints `name`, the time, the rows and the memory before, highest,
 * after.
 */
async function measureExport(name: string, url: string, token: string, pid: number) {
  const before = residentMib(pid);
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, residentMib(pid));
  }, 20);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`${url} answered ${String(response.status)}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = residentMib(pid);
  highest = Math.max(highest, after);
  console.log(
    `    ${name}, ${(lines - 1).toLocaleString('en')} rows (${(bytes / 1_048_576).toFixed(1)} MiB)`.padEnd(
      48,
    ) +
      ` ${seconds.toFixed(1)} s   server RSS ${before.toFixed(0)} MiB before, ${highest.toFixed(0)} highest,` +
      ` ${after.toFixed(0)} after (+${(highest - before).toFixed(0)} MiB at most)`,
  );
}

/** A user of the bench with entries of their own, and one whom staff changed (an entry's subject). */
async function benchSubjects(target: BenchTarget) {
  const database = await openTarget(target);
  try {
    const [picked] = await rowsOf<{ actor: string; subject: string }>(
      database.db,
      sql`select (select user_id from activity_logs where user_id like 'bench-user-%' limit 1) as actor,
        (select subject_id from activity_logs where subject_id is not null limit 1) as subject`,
    );
    if (!picked) throw new Error('the activity log is empty');
    return picked;
  } finally {
    await database.close();
  }
}

/** Computes the dashboard COMPUTATIONS times in this process, with no cache, and prints it. */
async function measureComputation(target: BenchTarget) {
  const database = await openTarget(target);
  try {
    const times: number[] = [];
    for (let index = 0; index < COMPUTATIONS + 2; index++) {
      const started = performance.now();
      await computeDashboard(database.db, 'http://127.0.0.1', new Date());
      if (index >= 2) times.push(performance.now() - started);
    }
    const verdict = quantiles(times).p95 <= DASHBOARD_TARGET_MS ? 'within' : 'OVER';
    row(
      `dashboard computed afresh (in process)`,
      times,
      `${verdict} ${String(DASHBOARD_TARGET_MS)} ms (${String(COMPUTATIONS)} samples)`,
    );
  } finally {
    await database.close();
  }
}

async function bench(name: string, target: BenchTarget, { lists }: Targets) {
  const database = await openTarget(target);
  const seeded = await seedAdminBench(database.db).finally(() => database.close());
  printAdminSeeding(name, seeded);
  const { actor, subject } = await benchSubjects(target);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoAdmin(server.origin);
    const api = `${server.origin}/api/v1/admin`;
    const users = `${api}/users?per_page=25`;
    await measureList('users: first page (newest first)', users, token, lists);
    await measureList('users: search=nowak', `${users}&search=nowak`, token, lists);
    await measureList('users: filter[status]=suspended', `${users}&filter[status]=suspended`, token, lists);
    await measureList('users: sort=name', `${users}&sort=name&order=asc`, token, lists);
    await measureList(
      'users: searched, filtered and sorted',
      `${users}&search=nowak&filter[status]=active&sort=last_login_at&order=desc`,
      token,
      lists,
    );
    const log = `${api}/activity-logs?per_page=25`;
    await measureList('activity: first page', log, token, lists);
    await measureList('activity: filter[user_id]', `${log}&filter[user_id]=${actor}`, token, lists);
    await measureList(
      'activity: filter[action]=admin. (prefix)',
      `${log}&filter[action]=admin.`,
      token,
      lists,
    );
    await measureList('activity: filter[action]=auth. (prefix)', `${log}&filter[action]=auth.`, token, lists);
    await measureList('activity: filter[subject_id]', `${log}&filter[subject_id]=${subject}`, token, lists);
    const { times } = await measure(`${api}/dashboard`, token);
    const verdict = quantiles(times).p95 <= DASHBOARD_TARGET_MS ? 'within' : 'OVER';
    row(
      'dashboard over HTTP (figures kept 60 s)',
      times,
      `${verdict} ${String(DASHBOARD_TARGET_MS)} ms${fewerSamples(times)}`,
    );
    // Twice: the first also fills the database's page cache (PGlite's lives in the server's memory),
    // the second shows what one more export costs once it has.
    const exportUrl = `${api}/users/export?search=%40bench.example&filter[email_verified]=true`;
    await measureExport('users export', exportUrl, token, server.pid);
    await measureExport('users export again', exportUrl, token, server.pid);
  } finally {
    await server.stop();
  }
  await measureComputation(target);
}

console.log(
  `\nGET /admin/…, ${BENCH_USERS.toLocaleString('en')} users and ${BENCH_ENTRIES.toLocaleString('en')} activity` +
    ` entries, as the demo admin (${SAMPLING}); targets: lists p95 at most 50 ms on PostgreSQL and 100 ms` +
    ` on PGlite, the dashboard 100 ms`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url }, { lists: 50 });
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite, { lists: 100 });
} finally {
  removeTarget(pglite);
}
