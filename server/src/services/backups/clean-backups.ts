import { rm } from 'node:fs/promises';
import { listBackupFiles, type BackupFile } from './backup-files.ts';
import { removeRestoreCheck } from './restore-check.ts';

/** What a clean deletes and keeps. */
export interface CleanPlan {
  deleted: BackupFile[];
  kept: BackupFile[];
}

/**
 * Deletes every backup of `dataDir` but the `keepLast` newest, each with its restore test, unless
 * `dryRun`, which only says what would go (the screen's preview). Answers what went (or would).
 */
export async function cleanBackups(dataDir: string, keepLast: number, dryRun = false): Promise<CleanPlan> {
  const files = await listBackupFiles(dataDir);
  const plan = { kept: files.slice(0, keepLast), deleted: files.slice(keepLast) };
  if (!dryRun) for (const file of plan.deleted) await deleteBackupFile(file);
  return plan;
}

/** Deletes `file` and its restore test. */
export async function deleteBackupFile(file: Pick<BackupFile, 'path'>) {
  await rm(file.path, { force: true });
  await removeRestoreCheck(file.path);
}
