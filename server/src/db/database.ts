import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { invalidatePublicReads } from '../lib/public-reads.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { listenForPublicReadsChanges } from './public-read-notices.ts';
import { announceRowChanges } from './row-changes.ts';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw SQL statement run by `db` (or a transaction): both drivers answer them as `rows`. */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, for dumps in tests and pg-boss; absent on a PostgreSQL server. */
  pglite?: PGlite;
  /** The PostgreSQL server's address, for pg-boss's own connections; absent on PGlite. */
  url?: string;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** A PostgreSQL server; when unset the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder, which this process then holds alone until `close`; unset keeps it in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests restore a migrated template this way). */
  loadDataDir?: Blob;
}

/**
 * A database without a folder lives in memory (the tests' copies, a restore check), where PostgreSQL's
 * buffer pool only copies what is RAM already, and PostgreSQL sets up the whole pool as it starts: a small
 * one starts the tests' template in about half the time (2.3 s against 4.0 s, median of 9, at load 10).
 */
const IN_MEMORY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Opens the database and brings its schema up to date with the versioned migrations. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  loadDataDir,
}: OpenOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    // Other processes write plans too: each hears of their writes and drops its cached public reads.
    const stopListening = await listenForPublicReadsChanges({ url: databaseUrl }, () =>
      invalidatePublicReads(db),
    );
    const close = async () => {
      await stopListening();
      await pool.end();
    };
    return { db, kind: 'postgres', url: databaseUrl, close };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Taken before PGlite reads a byte: a second server refuses here.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  // pg_trgm: the trigram indexes of the staff's users search (migration 0015).
  const pglite = new PGlite({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    startParams: dataDir ? undefined : IN_MEMORY_START,
  });
  const close = async () => {
    try {
      await pglite.close();
    } finally {
      lock?.release();
    }
  };
  try {
    const db = drizzlePglite(pglite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    // One process alone writes an embedded database, so caches of its rows can hear of every change.
    await announceRowChanges(pglite, db);
    await listenForPublicReadsChanges({ pglite }, () => invalidatePublicReads(db));
    return { db, kind: 'pglite', pglite, close };
  } catch (error) {
    // The first error says what went wrong; closing only frees the directory for the next attempt.
    await close().catch(() => undefined);
    throw error;
  }
}
