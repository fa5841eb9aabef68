import type { PGlite, Transaction } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { APP_TABLES_QUERY, countRowsQuery, sourceCounts, type TableCount } from './table-counts.ts';

/** Rows per INSERT statement, as `pg_dump --rows-per-insert` would write them. */
const ROWS_PER_INSERT = 1000;

/** What a dump writes to: a sink that answers once it can take more (backpressure). */
export type DumpSink = (text: string) => Promise<void>;

/**
 * Lines of pg_dump's header that only newer servers know: PGlite's pg_dump is version 18, and the dump
 * must load into PostgreSQL 15 as well.
 */
const NEWER_SETTINGS = /^SET transaction_timeout = 0;\n/m;

interface DumpedTable {
  schema: string;
  name: string;
  columns: string[];
  /** GENERATED ALWAYS AS IDENTITY columns are written with OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Dumps the embedded database `pglite` into `write` in pg_dump's plain form: the schema before the
 * data (pg_dump's `pre-data` section), the rows as multi-row INSERTs and the sequences' values, then
 * indexes, constraints and triggers (`post-data`). The two schema sections come from pg_dump built for
 * PGlite (@electric-sql/pglite-tools), which hands its output back whole: they are small. The rows,
 * which are not, are read here a thousand at a time through a cursor and written as they come, so the
 * dump is never held in memory. They are read in one transaction, which on the single-connection
 * embedded database also holds every other query back until the rows are written: the dump is a
 * consistent snapshot, and the app waits for it. Answers the row count of each app table in that
 * snapshot.
 */
export async function dumpPglite(pglite: PGlite, write: DumpSink): Promise<TableCount[]> {
  const common = ['--no-owner', '--no-privileges'];
  const preData = await pgDump({ pg: endingItsTransaction(pglite), args: ['--section=pre-data', ...common] });
  await write((await preData.text()).replace(NEWER_SETTINGS, ''));
  const counts = await pglite.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read');
    await write('\n--\n-- Data\n--\n\n');
    for (const table of await dumpedTables(tx)) await dumpRows(tx, table, write);
    await dumpSequences(tx, write);
    const names = (await tx.query<{ name: string }>(APP_TABLES_QUERY)).rows.map((row) => row.name);
    return sourceCounts((await tx.query<{ name: string; rows: string }>(countRowsQuery(names))).rows);
  });
  const postData = await pgDump({
    pg: endingItsTransaction(pglite),
    args: ['--section=post-data', ...common],
  });
  await write((await postData.text()).replace(NEWER_SETTINGS, ''));
  return counts;
}

/**
 * `pglite` as pg_dump for PGlite uses it, with one difference. That pg_dump runs on the database's
 * one session and leaves it as a client's pg_dump leaves its own connection: inside its read-only
 * transaction, which a real pg_dump ends by disconnecting. Its first statement after the dump (a
 * DEALLOCATE ALL) here ends that transaction first, so the app's next write is not refused.
 */
function endingItsTransaction(pglite: PGlite): PGlite {
  const asUsed: Pick<PGlite, 'query' | 'exec' | 'execProtocolRawStream'> = {
    query: pglite.query.bind(pglite),
    exec: (query, options) =>
      pglite.exec(query === 'DEALLOCATE ALL' ? 'ROLLBACK; DEALLOCATE ALL' : query, options),
    execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
  };
  return asUsed as PGlite;
}

/** The tables that hold rows (partitions, not their parents), with the columns a dump writes. */
async function dumpedTables(tx: Transaction): Promise<DumpedTable[]> {
  const { rows } = await tx.query<{
    schema: string;
    name: string;
    columns: string[];
    identity_always: boolean;
  }>(`
    select n.nspname as schema, c.relname as name,
      array_agg(a.attname::text order by a.attnum) as columns,
      bool_or(a.attidentity = 'a') as identity_always
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind = 'r'
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    group by n.nspname, c.relname
    order by n.nspname, c.relname`);
  return rows.map((row) => ({ ...row, identityAlways: row.identity_always }));
}

/** Writes `table`'s rows as INSERTs of up to ROWS_PER_INSERT rows, read through a cursor. */
async function dumpRows(tx: Transaction, table: DumpedTable, write: DumpSink) {
  const target = `${quoteName(table.schema)}.${quoteName(table.name)}`;
  const literals = table.columns.map((column) => `quote_nullable(${quoteName(column)})`).join(` || ',' || `);
  const head =
    `INSERT INTO ${target} (${table.columns.map(quoteName).join(', ')})` +
    (table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : '') +
    ' VALUES\n';
  await tx.exec(
    `declare dump_rows no scroll cursor for select '(' || ${literals} || ')' as row from only ${target}`,
  );
  let first = true;
  for (;;) {
    const { rows } = await tx.query<{ row: string }>(`fetch ${ROWS_PER_INSERT} from dump_rows`);
    if (!rows.length) break;
    if (first)
      await write(`--\n-- Data for Name: ${table.name}; Type: TABLE DATA; Schema: ${table.schema}\n--\n\n`);
    first = false;
    await write(`${head}${rows.map((row) => row.row).join(',\n')};\n\n`);
  }
  await tx.exec('close dump_rows');
}

/** Writes each sequence's value as pg_dump does, so new rows do not take numbers already used. */
async function dumpSequences(tx: Transaction, write: DumpSink) {
  const { rows } = await tx.query<{ statement: string }>(`
    select format('SELECT pg_catalog.setval(%L, %s, true);', quote_ident(schemaname) || '.' || quote_ident(sequencename), last_value) as statement
    from pg_sequences
    where last_value is not null and schemaname not in ('pg_catalog', 'information_schema')
    order by schemaname, sequencename`);
  if (rows.length) await write(`${rows.map((row) => row.statement).join('\n')}\n\n`);
}
