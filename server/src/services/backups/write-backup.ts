import type { PGlite } from '@electric-sql/pglite';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { backupsDir, type BackupFile } from './backup-files.ts';
import { dumpPglite, type DumpSink } from './dump-pglite.ts';
import { dumpPostgres } from './dump-postgres.ts';
import { writeRestoreCheck } from './restore-check.ts';
import type { TableCount } from './table-counts.ts';

/** What a backup dumps: the server's own embedded database, or the PostgreSQL server it uses. */
export type BackupSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };

/**
 * The database behind `db`: Drizzle keeps its driver's client as `$client`, on the embedded database
 * the PGlite instance itself (a dump must run on it: PGlite is one process's), on PostgreSQL a pool,
 * whose address pg_dump connects to.
 */
export function backupSourceOf(db: Database): BackupSource {
  const client = (db as unknown as { $client?: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) {
    const url = client.options.connectionString;
    if (!url) throw new Error('the PostgreSQL pool has no connection string to dump');
    return { kind: 'postgres', url };
  }
  if (!client) throw new Error('the database has no client to dump');
  return { kind: 'pglite', pglite: client };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `backup-YYYY-MM-DD-HHMMSS.sql.gz` of `at`, in UTC. */
export function backupFilename(at: Date): string {
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `backup-${day}-${time}.sql.gz`;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** One backup at a time per process: two at once would only slow each other down. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * Dumps `source` (dump-pglite.ts, dump-postgres.ts), gzip-compressed as it is written, into
 * `DATA_DIR/backups`. The dump goes to a hidden `.…partial` file first, renamed to its name only once
 * complete, so a half-written backup is never listed (and a failed one leaves nothing). Beside it, the
 * restore test's file is started with the row counts of the source at dump time (`pending`). Named
 * after `now`, a second later when that name is taken. Answers the file and the counts.
 */
export function writeBackup(
  dataDir: string,
  source: BackupSource,
  now: () => Date,
): Promise<{ file: BackupFile; counts: TableCount[] }> {
  const run = previous.then(() => writeOneBackup(dataDir, source, now()));
  previous = run.catch(() => undefined);
  return run;
}

async function writeOneBackup(dataDir: string, source: BackupSource, at: Date) {
  const dir = backupsDir(dataDir);
  await mkdir(dir, { recursive: true });
  let createdAt = at;
  while (await exists(join(dir, backupFilename(createdAt)))) createdAt = new Date(createdAt.getTime() + 1000);
  const filename = backupFilename(createdAt);
  const path = join(dir, filename);
  const partial = join(dir, `.${filename}.partial`);

  const text = new PassThrough();
  const written = pipeline(text, createGzip(), createWriteStream(partial));
  const write: DumpSink = async (chunk) => {
    if (!text.write(chunk)) await Promise.race([once(text, 'drain'), written]);
  };
  try {
    const dumping =
      source.kind === 'pglite' ? dumpPglite(source.pglite, write) : dumpPostgres(source.url, write);
    // A failed write (a full disk) ends the dump too; the dump's own error then matters no more.
    dumping.catch(() => undefined);
    const counts = await Promise.race([dumping, written.then(() => never())]);
    text.end();
    await written;
    await writeRestoreCheck(path, { status: 'pending', checkedAt: null, tables: counts, error: null });
    await rename(partial, path);
    const info = await stat(path);
    return { file: { filename, path, size: info.size, createdAt: info.mtime }, counts };
  } catch (error) {
    text.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** A promise that never settles: the pipeline ending is only news when it ends in error. */
const never = () => new Promise<never>(() => undefined);
