import { readFile, rm, writeFile, rename } from 'node:fs/promises';
import type { TableCount } from './table-counts.ts';

/** The restore test of a backup, kept beside it as `<backup>.check.json`. */
export interface RestoreCheck {
  status: 'pending' | 'passed' | 'failed';
  /** When the test ended; null while pending. */
  checkedAt: string | null;
  tables: TableCount[];
  error: string | null;
}

/** The file the restore test of the backup at `backupPath` is kept in. */
export const checkPath = (backupPath: string) => `${backupPath}.check.json`;

/** Writes `check` beside its backup, whole or not at all (a temporary file renamed into place). */
export async function writeRestoreCheck(backupPath: string, check: RestoreCheck) {
  const path = checkPath(backupPath);
  await writeFile(`${path}.partial`, JSON.stringify(check, null, 2));
  await rename(`${path}.partial`, path);
}

/** The restore test of the backup at `backupPath`; pending when none was written yet. */
export async function readRestoreCheck(backupPath: string): Promise<RestoreCheck> {
  try {
    return JSON.parse(await readFile(checkPath(backupPath), 'utf8')) as RestoreCheck;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { status: 'pending', checkedAt: null, tables: [], error: null };
  }
}

/** Deletes the restore test kept beside `backupPath`, if any. */
export async function removeRestoreCheck(backupPath: string) {
  await rm(checkPath(backupPath), { force: true });
}
