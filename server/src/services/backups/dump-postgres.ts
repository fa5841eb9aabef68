import { spawn } from 'node:child_process';
import pg from 'pg';
import type { DumpSink } from './dump-pglite.ts';
import { APP_TABLES_QUERY, countRowsQuery, sourceCounts, type TableCount } from './table-counts.ts';

/** pg_dump of the installed PostgreSQL client, from the PATH. */
const PG_DUMP = 'pg_dump';

/**
 * Dumps the PostgreSQL database at `url` into `write` with `pg_dump` in its plain form, rows as
 * multi-row INSERTs (`--rows-per-insert`), which the embedded database loads as well as PostgreSQL
 * does (the restore test loads every dump into PGlite). pg_dump's output is written as it comes, never
 * held whole. The row counts are taken in the very snapshot pg_dump reads (exported by a transaction
 * held open until it is done), so they are the source's at dump time. Answers them.
 */
export async function dumpPostgres(
  url: string,
  write: DumpSink,
  pgDumpPath = PG_DUMP,
): Promise<TableCount[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot =
      (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    const names = (await client.query<{ name: string }>(APP_TABLES_QUERY)).rows.map((row) => row.name);
    const counts = sourceCounts(
      (await client.query<{ name: string; rows: string }>(countRowsQuery(names))).rows,
    );
    await runPgDump(
      pgDumpPath,
      [
        '--no-owner',
        '--no-privileges',
        '--rows-per-insert=1000',
        `--snapshot=${snapshot}`,
        `--dbname=${url}`,
      ],
      write,
    );
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** Runs pg_dump with `args`, its output into `write`; rejects with its error output when it fails. */
async function runPgDump(path: string, args: string[], write: DumpSink) {
  const child = spawn(path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  try {
    for await (const chunk of child.stdout.setEncoding('utf8')) await write(chunk as string);
  } catch (error) {
    child.kill();
    throw error;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump failed (${code}): ${errors.trim().slice(0, 500)}`);
}
