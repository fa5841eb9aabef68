// `npm run test:server:postgres`: runs the server tests against a real PostgreSQL server, started here
// from Debian's `postgresql` binaries on a free port in a throwaway folder, and stopped afterwards.
// Without the binaries it says so and stops; on CI (CI=true) that is a failure, since .ci/run installs them.
import { spawnSync } from 'node:child_process';
import { hasPostgresBinaries, startThrowawayPostgres } from './throwaway-postgres.ts';

if (!hasPostgresBinaries()) {
  const message =
    'PostgreSQL server binaries not found (apt-get install -y postgresql): the PostgreSQL run is skipped.';
  console.log(message);
  process.exit(process.env.CI ? 1 : 0);
}

/**
 * Server tests that start their server on PGlite in a DATA_DIR of their own whatever the run: here they would
 * only repeat the first run (a minute of CI's time).
 */
const PGLITE_ONLY_TESTS = [
  'server/src/db/data-dir-lock.test.ts', // PGlite's lock on DATA_DIR
  'server/src/start-server.test.ts', // starts with `databaseUrl: undefined`
  'server/src/main.test.ts', // spawns the server without DATABASE_URL
];

/** The contract fuzz's runs per operation and caller on this run, unless FUZZ_RUNS says otherwise. */
const PG_FUZZ_RUNS = 3;

// Without fsync: the tests check behaviour, not what survives a power cut, and run much faster.
const postgres = await startThrowawayPostgres({ fsync: false });
let status: number;
try {
  console.log(`PostgreSQL ${postgres.version} started at ${postgres.url}`);
  const tests = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      ...PGLITE_ONLY_TESTS.flatMap((file) => ['--exclude', file]),
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_DATABASE_URL: postgres.url,
        // The contract fuzz hunts for malformed requests the handlers fail on, which the first run's 50 per
        // operation and caller did on the same PostgreSQL engine (PGlite). Here its known hostile requests
        // (a NUL byte, a lone surrogate, numbers out of range… in every parameter) all go through
        // node-postgres, where drivers differ, and 3 random ones per operation and caller (two minutes of
        // CI's time with 50, about one with 10).
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? String(PG_FUZZ_RUNS),
      },
    },
  );
  status = tests.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
