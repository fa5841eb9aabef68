import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { sqlStatements } from './sql-statements.ts';
import { APP_TABLES_QUERY, countRowsQuery } from './table-counts.ts';

/** Statements sent together, up to about this many characters: fewer round trips, bounded memory. */
const BATCH_CHARS = 1_000_000;

/** Runs SQL text of one or more statements, e.g. `pglite.exec` or a pg client's `query`. */
export type RunSql = (sql: string) => Promise<unknown>;

/**
 * Loads the gzip-compressed SQL dump at `path` into a database through `run`, reading it as a stream
 * and sending its statements a batch at a time, so a dump of any size loads in bounded memory. Rejects
 * at the first statement that fails.
 */
export async function restoreBackup(path: string, run: RunSql) {
  const text = createReadStream(path).pipe(createGunzip()).setEncoding('utf8') as AsyncIterable<string>;
  let batch: string[] = [];
  let size = 0;
  for await (const statement of sqlStatements(text)) {
    batch.push(statement);
    size += statement.length;
    if (size >= BATCH_CHARS) {
      await run(batch.join('\n'));
      batch = [];
      size = 0;
    }
  }
  if (batch.length) await run(batch.join('\n'));
}

/**
 * A new embedded database with the extensions the app's schema needs, kept in `dataDir` (the server's
 * DATA_DIR is PGlite's folder), or in memory when unset.
 */
export async function newEmbeddedDatabase(dataDir?: string): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm } });
}

/** The row count of each app table of `pglite`, by name (see table-counts.ts). */
export async function appTableRows(pglite: PGlite): Promise<Map<string, number>> {
  const names = (await pglite.query<{ name: string }>(APP_TABLES_QUERY)).rows.map((row) => row.name);
  const { rows } = await pglite.query<{ name: string; rows: string }>(countRowsQuery(names));
  return new Map(rows.map((row) => [row.name, Number(row.rows)]));
}
