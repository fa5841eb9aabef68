// `npm run bench`: a backup of the 1,000,000-event demo database and its restore test, on PostgreSQL and
// on PGlite (issue 30). The demo owner's 10 domains get a million events over 90 days
// (bench-events-seed.ts, the analytics benchmark's database) before the real server starts; then, as the
// demo admin, `POST /admin/backups/run`: the dump's time until the answer, the file's size beside the
// database's, and the server process's resident memory before, at its peak during and after the dump,
// sampled every 50 ms from /proc (on PostgreSQL pg_dump is a child process: its own peak is printed
// apart). The dump is streamed when that peak stays far below the database's size. The restore test runs
// after the answer as a job of the server, in a process of its own (check-backup-apart.ts: an in-memory
// PGlite it loads the dump into): the script polls the backups list until its verdict is there, and prints
// its time, the verdict, the row counts, and the memory peaks of the server and of the test's process
// meanwhile. Linux only (/proc). Prints; asserts nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/database.ts';
import { BENCH_DAYS, BENCH_DOMAINS, printSeeding, seedOwnerEvents } from './bench-events-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
  type BenchServer,
} from './bench-events-server.ts';
import { getJson } from './bench-measure.ts';
import { signInDemoAdmin } from './bench-server.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4356;
const EVENTS = Number(process.env.BENCH_BACKUP_EVENTS ?? 1_000_000);
const SAMPLE_MS = 50;
const POLL_MS = 250;
/** The restore test's job counts as hung after an hour (backup-jobs.ts): waited for no longer. */
const RESTORE_TEST_LIMIT_MS = 3_600_000;

interface Backup {
  filename: string;
  size: number;
  restore_check: {
    status: 'pending' | 'passed' | 'failed';
    checked_at: string | null;
    tables: { name: string; source_rows: number; restored_rows: number | null }[];
    error: string | null;
  };
}

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/** A field of /proc/<pid>/status in bytes (`VmRSS`, `VmHWM`), or 0 once the process is gone. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The ids of the processes whose parent is `pid` (pg_dump, started by the server on PostgreSQL). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The parent's id is the second field after the name, which may hold spaces.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/**
 * Samples the resident memory of `pid` and of its child processes every SAMPLE_MS until `stop`; answers
 * the peaks. The kernel's own high-water mark is reset first (clear_refs 5) where allowed, and read at the
 * end too, so a peak between two samples is not missed.
 */
function sampleMemory(pid: number) {
  let peak = 0;
  let childPeak = 0;
  let samples = 0;
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${String(pid)}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not allowed here: the samples alone say it.
  }
  const take = () => {
    samples += 1;
    peak = Math.max(peak, statusBytes(pid, 'VmRSS'));
    for (const child of childrenOf(pid)) childPeak = Math.max(childPeak, statusBytes(child, 'VmRSS'));
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak, childPeak, samples, highWaterMark: hwmReset ? statusBytes(pid, 'VmHWM') : undefined };
    },
  };
}

/** The database's size on disk as PostgreSQL counts it (tables, indexes, TOAST; not the WAL). */
async function databaseSize(target: BenchTarget): Promise<number> {
  const database = await openTarget(target);
  try {
    const [row] = await rowsOf<{ bytes: string }>(
      database.db,
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    return Number(row?.bytes ?? 0);
  } finally {
    await database.close();
  }
}

/** The uncompressed size of the backup `filename`, downloaded and gunzipped as it arrives. */
async function sqlSize(origin: string, token: string, filename: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/admin/backups/download/${filename}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`the download answered ${String(response.status)}`);
  let bytes = 0;
  const text = Readable.fromWeb(response.body as ReadableStream).pipe(createGunzip());
  for await (const chunk of text) bytes += (chunk as Buffer).length;
  return bytes;
}

/** Polls the backups list until the restore test of `filename` has a verdict; answers the backup then. */
async function restoreTestOf(server: BenchServer, token: string, filename: string): Promise<Backup> {
  const started = performance.now();
  for (;;) {
    const { data } = (await getJson(`${server.origin}/api/v1/admin/backups`, token)) as {
      data: { backups: Backup[] };
    };
    const backup = data.backups.find((each) => each.filename === filename);
    if (!backup) throw new Error(`${filename} is no longer listed`);
    if (backup.restore_check.status !== 'pending') return backup;
    if (performance.now() - started > RESTORE_TEST_LIMIT_MS)
      throw new Error(`the restore test of ${filename} was still pending after an hour`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The restore test's verdict: passed or failed, and the row counts it compared. */
function verdict({ restore_check: check }: Backup): string {
  const rows = check.tables.reduce((sum, table) => sum + table.source_rows, 0);
  const events = check.tables.find((table) => table.name === 'events');
  const differing = check.tables.filter((table) => table.restored_rows !== table.source_rows);
  const counts =
    `${String(check.tables.length)} tables, ${rows.toLocaleString('en')} rows dumped` +
    ` (events ${events?.source_rows.toLocaleString('en') ?? 'none'}),` +
    (differing.length
      ? ` ${String(differing.length)} restored with other counts`
      : ' each restored as dumped');
  return `${check.status === 'passed' ? 'restorable' : 'NOT restorable'}: ${counts}${check.error ? `; ${check.error}` : ''}`;
}

async function bench(name: string, target: BenchTarget) {
  const database = await openTarget(target);
  const seeded = await seedOwnerEvents(database.db, EVENTS, Infinity).finally(() => database.close());
  printSeeding(name, seeded, EVENTS, Infinity);
  const dbBytes = await databaseSize(target);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoAdmin(server.origin);
    await getJson(`${server.origin}/api/v1/admin/backups`, token);
    const before = statusBytes(server.pid, 'VmRSS');
    const loadBefore = load();
    const sampler = sampleMemory(server.pid);
    const sent = performance.now();
    const response = await fetch(`${server.origin}/api/v1/admin/backups/run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const dumpMs = performance.now() - sent;
    const during = sampler.stop();
    const after = statusBytes(server.pid, 'VmRSS');
    const body = (await response.json()) as { data?: Backup };
    if (response.status !== 201 || !body.data)
      throw new Error(`the backup answered ${String(response.status)}: ${JSON.stringify(body)}`);
    const { filename, size } = body.data;
    console.log(
      `    dump: ${(dumpMs / 1000).toFixed(1)} s until the answer (load ${loadBefore} before, ${load()} after);` +
        ` ${MB(size)} gzip, the database ${MB(dbBytes)} (pg_database_size)`,
    );
    const hwm =
      during.highWaterMark === undefined ? '' : `, kernel high-water mark ${MiB(during.highWaterMark)}`;
    const child = during.childPeak ? `; pg_dump's own peak ${MiB(during.childPeak)}` : '';
    console.log(
      `    server memory (VmRSS) during the dump: ${MiB(before)} before, peak ${MiB(during.peak)}` +
        ` (+${MiB(during.peak - before)}; ${String(during.samples)} samples${hwm}), ${MiB(after)} after${child}`,
    );

    const restoreSampler = sampleMemory(server.pid);
    const waited = performance.now();
    const tested = await restoreTestOf(server, token, filename);
    const restoreMs = performance.now() - waited;
    const restoring = restoreSampler.stop();
    const restoreHwm =
      restoring.highWaterMark === undefined ? '' : `, high-water mark ${MiB(restoring.highWaterMark)}`;
    console.log(
      `    restore test (a job of the server, in a process of its own, into an in-memory PGlite): verdict after` +
        ` ${(restoreMs / 1000).toFixed(1)} s (load ${load()}); ${verdict(tested)}`,
    );
    console.log(
      `    memory during the restore test: the server's peak ${MiB(restoring.peak)}${restoreHwm},` +
        ` ${MiB(statusBytes(server.pid, 'VmRSS'))} after; the test's process's peak ${MiB(restoring.childPeak)};` +
        ` the dump is ${MB(await sqlSize(server.origin, token, filename))} of SQL`,
    );
  } finally {
    await server.stop();
  }
}

if (!existsSync('/proc/self/status')) throw new Error('this benchmark reads /proc: Linux only');
console.log(
  `\nPOST /admin/backups/run, the demo owner's ${String(BENCH_DOMAINS)} domains with` +
    ` ${EVENTS.toLocaleString('en')} events over ${String(BENCH_DAYS)} days, as the demo admin;` +
    ` memory sampled every ${String(SAMPLE_MS)} ms`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url });
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite);
} finally {
  removeTarget(pglite);
}
