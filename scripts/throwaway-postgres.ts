// A throwaway PostgreSQL cluster, started from Debian's `postgresql` binaries in a temporary folder on a
// free port: the server tests' PostgreSQL run (test-server-postgres.ts) and the benchmarks use it.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether Debian's PostgreSQL server binaries are installed. */
export function hasPostgresBinaries(): boolean {
  return findBinDir() !== undefined;
}

/** The newest installed server's `bin` folder, or undefined without one. */
function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// initdb refuses to run as root, so the cluster runs as the `postgres` user when we are root; runuser
// lives in /usr/sbin, which a PATH for ordinary users leaves out.
const asRoot = process.getuid?.() === 0;
const RUNUSER = existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : 'runuser';

function run(command: string, args: string[]) {
  const [file, argv] = asRoot ? [RUNUSER, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { stdio: 'ignore' });
  if (result.error)
    throw new Error(`${file} could not run: ${result.error.message}`, { cause: result.error });
  if (result.status !== 0)
    throw new Error(`${command} failed (exit ${result.status ?? `by signal ${result.signal ?? '?'}`})`);
}

const cleanups = new Set<() => void>();
let listening = false;

/**
 * Runs `cleanup` should this process be stopped by Ctrl-C or SIGTERM, which skip `finally` blocks, so
 * no server or cluster it started outlives it; answers a function that forgets it again.
 */
export function cleanUpOnInterrupt(cleanup: () => void): () => void {
  if (!listening) {
    listening = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        for (const each of cleanups) {
          try {
            each();
          } catch (error) {
            console.error(error);
          }
        }
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    }
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export interface ThrowawayPostgres {
  /** `postgres://tracklane@127.0.0.1:<port>/postgres`, trusted without a password. */
  url: string;
  /** The server's major version, e.g. `15`. */
  version: string;
  /** Stops the cluster and deletes its folder; safe to call twice. */
  stop(): void;
}

/**
 * Starts a new PostgreSQL cluster and resolves once it accepts connections. It keeps fsync on by default
 * (a benchmark of writes without it would measure a database that may lose them); the tests turn it off
 * with `fsync: false`. Throws when the binaries are missing (apt-get install -y postgresql).
 */
export async function startThrowawayPostgres({ fsync = true } = {}): Promise<ThrowawayPostgres> {
  const binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'tracklane-bench-pg-'));
  if (asRoot) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(uid), Number(gid));
  }
  const dataDir = join(dir, 'data');
  const log = join(dir, 'server.log');
  let started = false;
  const forget = cleanUpOnInterrupt(() => stop());
  const stop = () => {
    forget();
    try {
      if (started) run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      started = false;
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const port = await freePort();
    run(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'tracklane', '--no-sync', '-E', 'UTF8']);
    const options = `-p ${port} -h 127.0.0.1 -k ${dir}${fsync ? '' : ' -F'}`;
    try {
      run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', log, '-w', '-o', options, 'start']);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
      throw new Error(`${String(error)}. Server log:\n${tail}`, { cause: error });
    }
    started = true;
    return {
      url: `postgres://tracklane@127.0.0.1:${port}/postgres`,
      version: binDir.split('/').at(-2) ?? '?',
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
