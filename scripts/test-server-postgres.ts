// `npm run test:server:postgres`: runs the server tests against a real PostgreSQL server, started here
// from Debian's `postgresql` binaries on a free port in a throwaway folder, and stopped afterwards.
// Without the binaries it says so and stops; on CI (CI=true) that is a failure, since .ci/run installs them.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

function freePort(): Promise<number> {
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

const binDir = findBinDir();
if (!binDir) {
  const message =
    'PostgreSQL server binaries not found (apt-get install -y postgresql): the PostgreSQL run is skipped.';
  console.log(message);
  process.exit(process.env.CI ? 1 : 0);
}

// initdb refuses to run as root, so the server runs as the `postgres` user when we are root.
const asRoot = process.getuid?.() === 0;
// runuser lives in /usr/sbin, which a PATH for ordinary users leaves out.
const RUNUSER = existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : 'runuser';
const run = (command: string, args: string[], options: SpawnSyncOptions = {}) => {
  const [file, argv] = asRoot ? [RUNUSER, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { stdio: 'inherit', ...options });
  if (result.error)
    throw new Error(`${file} could not run: ${result.error.message}`, { cause: result.error });
  if (result.status !== 0)
    throw new Error(`${command} failed (exit ${result.status ?? `by signal ${result.signal ?? '?'}`})`);
};

/** What the server wrote before failing to start: the only clue to why. */
function serverLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
}

const dir = mkdtempSync(join(tmpdir(), 'tracklane-pg-'));
if (asRoot) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
}
const dataDir = join(dir, 'data');
const port = await freePort();
let status: number;
try {
  run(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'tracklane', '--no-sync', '-E', 'UTF8'], {
    stdio: 'ignore',
  });
  const log = join(dir, 'server.log');
  try {
    run(
      join(binDir, 'pg_ctl'),
      ['-D', dataDir, '-l', log, '-w', '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -F`, 'start'],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(`${String(error)}. Server log:\n${serverLog(log)}`, { cause: error });
  }
  console.log(`PostgreSQL started on 127.0.0.1:${port}`);
  const tests = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: `postgres://tracklane@127.0.0.1:${port}/postgres` },
  });
  status = tests.status ?? 1;
} finally {
  try {
    run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(status);
