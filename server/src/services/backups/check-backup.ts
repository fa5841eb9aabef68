import { readRestoreCheck, writeRestoreCheck, type RestoreCheck } from './restore-check.ts';
import { appTableRows, newEmbeddedDatabase, restoreBackup } from './restore-backup.ts';

/**
 * The restore test of the backup at `path`: its dump loaded into a fresh embedded database in memory,
 * thrown away after, and each app table's rows counted there and compared with the source's at dump
 * time (kept beside the backup when it was written). Passed when every count is equal; failed with the
 * reason otherwise, or when the dump does not load. Kept beside the backup and answered.
 */
export async function checkBackup(path: string, now: () => Date = () => new Date()): Promise<RestoreCheck> {
  const { tables: source } = await readRestoreCheck(path);
  const pglite = await newEmbeddedDatabase();
  let check: RestoreCheck;
  try {
    await restoreBackup(path, (sql) => pglite.exec(sql));
    const restored = await appTableRows(pglite);
    const tables = source.map((table) => ({ ...table, restoredRows: restored.get(table.name) ?? null }));
    const differing = tables.filter((table) => table.restoredRows !== table.sourceRows);
    check = {
      status: differing.length || !tables.length ? 'failed' : 'passed',
      checkedAt: now().toISOString(),
      tables,
      error: !tables.length
        ? 'no row counts of the source were kept with this backup'
        : differing.length
          ? differing
              .map(
                (table) =>
                  `${table.name}: ${table.sourceRows} rows dumped, ${table.restoredRows ?? 'no table'} restored`,
              )
              .join('; ')
          : null,
    };
  } catch (error) {
    check = {
      status: 'failed',
      checkedAt: now().toISOString(),
      tables: source,
      error: error instanceof Error ? error.message.slice(0, 500) : String(error),
    };
  } finally {
    await pglite.close();
  }
  await writeRestoreCheck(path, check);
  return check;
}
