import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { rowsOf, type Database } from '../../../db/database.ts';

export interface TableFigures {
  name: string;
  rows: number;
  sizeBytes: number;
  indexes: { name: string; sizeBytes: number; scans: number | null }[];
}

/**
 * The engine and its version, from the version line: `PostgreSQL 17.4 on x86_64…` on a server,
 * `PostgreSQL 18.6 (PGlite 0.5.16) on wasm32…` embedded.
 */
export async function databaseEngine(
  db: Database,
): Promise<{ engine: 'pglite' | 'postgresql'; version: string }> {
  const [row] = await rowsOf<{ version: string }>(db, sql`select version() as version`);
  const line = row?.version ?? '';
  const version = /^PostgreSQL [\d.]+(?: \(PGlite [\d.]+\))?/.exec(line)?.[0] ?? line;
  return { engine: line.includes('PGlite') ? 'pglite' : 'postgresql', version };
}

/** The database's name and size in bytes. */
export async function databaseSize(db: Database) {
  const [row] = await rowsOf<{ name: string; size: string | number }>(
    db,
    sql`select current_database() as name, pg_database_size(current_database()) as size`,
  );
  return { name: row?.name ?? '', sizeBytes: Number(row?.size ?? 0) };
}

/**
 * The app's tables (public schema, partitions counted in their parent) by total size, largest first,
 * with the planner's row estimates (`reltuples`, -1 before a first analyze: then 0) and their indexes.
 */
export async function tableFigures(db: Database): Promise<TableFigures[]> {
  const tables = await rowsOf<{ name: string; rows: string | number; size: string | number }>(
    db,
    sql`select c.relname as name,
               greatest(c.reltuples, 0)::bigint + coalesce((
                 select sum(greatest(p.reltuples, 0))::bigint from pg_inherits i
                 join pg_class p on p.oid = i.inhrelid where i.inhparent = c.oid), 0) as rows,
               pg_total_relation_size(c.oid) + coalesce((
                 select sum(pg_total_relation_size(i.inhrelid)) from pg_inherits i
                 where i.inhparent = c.oid), 0) as size
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by size desc, name`,
  );
  const indexes = await rowsOf<{
    table: string;
    name: string;
    size: string | number;
    scans: string | number | null;
  }>(
    db,
    sql`select t.relname as table, i.relname as name, pg_relation_size(i.oid) as size, s.idx_scan as scans
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        left join pg_stat_user_indexes s on s.indexrelid = i.oid
        where n.nspname = 'public' and not t.relispartition
        order by size desc, name`,
  );
  return tables.map((table) => ({
    name: table.name,
    rows: Number(table.rows),
    sizeBytes: Number(table.size),
    indexes: indexes
      .filter((index) => index.table === table.name)
      .map((index) => ({
        name: index.name,
        sizeBytes: Number(index.size),
        scans: index.scans === null ? null : Number(index.scans),
      })),
  }));
}

/** The connections open now and the server's limit. */
export async function connectionFigures(db: Database) {
  const [row] = await rowsOf<{ active: string | number; max: string | null }>(
    db,
    sql`select (select count(*) from pg_stat_activity where datname = current_database()) as active,
               current_setting('max_connections', true) as max`,
  );
  return { active: Number(row?.active ?? 0), max: row?.max ? Number(row.max) : null };
}

export interface SlowStatement {
  query: string;
  calls: number;
  meanMs: number;
  totalMs: number;
}

/** The 10 slowest statements by mean time, or why none: PostgreSQL without `pg_stat_statements`. */
export async function slowStatements(
  db: Database,
): Promise<{ statements: SlowStatement[]; unavailable: 'extension_missing' | null }> {
  const [installed] = await rowsOf<{ present: boolean }>(
    db,
    sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present`,
  );
  if (!installed?.present) return { statements: [], unavailable: 'extension_missing' };
  try {
    const rows = await rowsOf<{
      query: string;
      calls: string | number;
      mean: number | string;
      total: number | string;
    }>(
      db,
      sql`select query, calls, mean_exec_time as mean, total_exec_time as total
          from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
          order by mean_exec_time desc limit 10`,
    );
    return {
      statements: rows.map((row) => ({
        query: row.query,
        calls: Number(row.calls),
        meanMs: Math.round(Number(row.mean) * 100) / 100,
        totalMs: Math.round(Number(row.total) * 100) / 100,
      })),
      unavailable: null,
    };
  } catch {
    // Installed in the database but not loaded by the server (shared_preload_libraries).
    return { statements: [], unavailable: 'extension_missing' };
  }
}

const JOURNAL = new URL('../../../db/migrations/meta/_journal.json', import.meta.url);

/** The migrations shipped (drizzle's journal) against those applied (drizzle's own table). */
export async function migrationFigures(db: Database) {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
  const applied = await rowsOf<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  ).catch(() => []);
  const last = applied.at(-1);
  return {
    applied_count: applied.length,
    pending: journal.entries.slice(applied.length).map((entry) => entry.tag),
    last_migration: applied.length ? (journal.entries[applied.length - 1]?.tag ?? null) : null,
    last_applied_at: last ? new Date(Number(last.created_at)) : null,
  };
}

/** Conversion events received in the last `minutes`: how many, their processing latencies and failures. */
export async function eventFigures(db: Database, since: Date) {
  const [row] = await rowsOf<{
    count: string | number;
    failed: string | number;
    p50: number | string | null;
    p95: number | string | null;
  }>(
    db,
    sql`select count(*) as count, count(*) filter (where status = 'failed') as failed,
               percentile_cont(0.5) within group (order by extract(epoch from processed_at - created_at) * 1000) as p50,
               percentile_cont(0.95) within group (order by extract(epoch from processed_at - created_at) * 1000) as p95
        from events where event_time >= ${since.toISOString()}::timestamptz and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return {
    count: Number(row?.count ?? 0),
    failed: Number(row?.failed ?? 0),
    p50: row?.p50 === null || row?.p50 === undefined ? null : Math.round(Number(row.p50) * 10) / 10,
    p95: row?.p95 === null || row?.p95 === undefined ? null : Math.round(Number(row.p95) * 10) / 10,
  };
}
