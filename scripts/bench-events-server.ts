// What the events benchmarks share: a database prepared before the server starts (the demo owner and
// domains with API keys), the real server started on it as a child process, and a percentile.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../server/src/db/database.ts';
import { users } from '../server/src/db/schema/accounts.ts';
import { domainApiKeys, domains } from '../server/src/db/schema/business.ts';
import { seed } from '../server/src/db/seed/seed.ts';
import { newApiKey } from '../server/src/routes/domains/api-key.ts';
import { cleanUpOnInterrupt } from './throwaway-postgres.ts';

/** The server's APP_SECRET in every events benchmark, so a script can seal service secrets with it. */
export const BENCH_APP_SECRET = 'bench-app-secret-0123456789abcdef0123456789abcdef';

/** Where the server keeps its data: a PostgreSQL server, or PGlite in a folder. */
export type BenchTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** A new, empty PGlite folder, deleted by `removeTarget` or when the script is interrupted. */
export function pgliteTarget(): BenchTarget {
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-events-'));
  cleanUpOnInterrupt(() => rmSync(dataDir, { recursive: true, force: true }));
  return { kind: 'pglite', dataDir };
}

/** Deletes the target's folder (PGlite's), once nothing has it open. */
export function removeTarget(target: BenchTarget) {
  if (target.kind === 'pglite') rmSync(target.dataDir, { recursive: true, force: true });
}

/** Opens the target's database (migrating it) for this process; close it before the server starts on PGlite. */
export function openTarget(target: BenchTarget): Promise<DatabaseHandle> {
  return openDatabase(target.kind === 'postgres' ? { databaseUrl: target.url } : { dataDir: target.dataDir });
}

/** Seeds the settings, plans and demo accounts; answers the demo owner's id. */
export async function seedDemoOwner(db: Database): Promise<string> {
  await seed(db, { demoUsers: true, demoBusiness: false });
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
  if (!owner) throw new Error('the demo owner is missing');
  return owner.id;
}

/** An active domain of `userId` named `name`, without plan (so without a limit), and an API key of it. */
export async function keyedDomain(db: Database, userId: string, name: string) {
  const [domain] = await db.insert(domains).values({ userId, name, status: 'active' }).returning();
  if (!domain) throw new Error('the bench domain was not stored');
  const key = newApiKey();
  await db.insert(domainApiKeys).values({ domainId: domain.id, prefix: key.prefix, keyHash: key.keyHash });
  return { domainId: domain.id, secret: key.secret };
}

export interface BenchServer {
  origin: string;
  pid: number;
  /** Stops the server and resolves once it has exited (PGlite's folder is then free). */
  stop(): Promise<void>;
}

/**
 * Starts the real server on `port` over `target`, with rate limits raised 1000 times, APP_SECRET set to
 * BENCH_APP_SECRET and `env` on top; resolves once it answers. Its logs are dropped except the last
 * lines of stderr, which a failed start prints.
 */
export async function startEventsServer(
  port: number,
  target: BenchTarget,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  // On PostgreSQL the server still wants a folder of its own; nothing of it is kept.
  const scratch =
    target.kind === 'postgres' ? mkdtempSync(join(tmpdir(), 'tracklane-bench-dir-')) : undefined;
  // DATABASE_URL comes from `target` alone: one left in the environment would win over PGlite.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn('node', ['server/src/main.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      APP_SECRET: BENCH_APP_SECRET,
      RATE_LIMIT_SCALE: '1000',
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.url, DATA_DIR: scratch }
        : { DATA_DIR: target.dataDir }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = once(child, 'exit');
  const forget = cleanUpOnInterrupt(() => {
    child.kill();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  const stop = async () => {
    forget();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  // Up to 4 minutes, as the browser tests wait: a start took over a minute on a busy 2-core machine.
  for (let attempt = 0; attempt < 480 && child.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${origin}/runtime-config.js`)).ok) return { origin, pid: child.pid ?? 0, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server did not start:\n${stderr}`);
}

/** The value below which `share` of the sorted `values` lie. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

const TICKS_PER_SECOND = existsSync('/proc/self/stat')
  ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  : 0;

/**
 * The CPU time process `pid` has used so far, in seconds (Linux only; elsewhere undefined): what the
 * server itself spent, whatever else the machine was running.
 */
export function cpuSeconds(pid: number): number | undefined {
  if (!TICKS_PER_SECOND || !existsSync(`/proc/${String(pid)}/stat`)) return undefined;
  // utime and stime are the 14th and 15th fields, counted after the name (which may hold spaces).
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
