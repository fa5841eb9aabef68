/** A table's rows at dump time, and after the restore test loaded the dump (null until then, or if missing). */
export interface TableCount {
  name: string;
  sourceRows: number;
  restoredRows: number | null;
}

/**
 * The app's tables whose rows the restore test compares: every ordinary or partitioned table of the
 * `public` schema (partitions are counted through their parent), by name.
 */
export const APP_TABLES_QUERY = `
  select c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
  order by c.relname`;

/** `select count(*)` of each of `names` in one statement, as `{ name, rows }`. */
export function countRowsQuery(names: readonly string[]): string {
  if (!names.length) return `select null::text as name, 0::bigint as rows where false`;
  return names
    .map(
      (name) =>
        `select '${name.replace(/'/g, "''")}'::text as name, count(*)::bigint as rows from public."${name.replace(/"/g, '""')}"`,
    )
    .join(' union all ');
}

/** Rows as `{ name, rows }` (rows as bigint text or number) into counts of the source. */
export function sourceCounts(
  rows: readonly { name: string; rows: string | number | bigint }[],
): TableCount[] {
  return rows.map((row) => ({ name: row.name, sourceRows: Number(row.rows), restoredRows: null }));
}
