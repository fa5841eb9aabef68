import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `admin`, the backups part: the database's backups in the server's DATA_DIR/backups, each with its
// restore test, and the staff's run now, clean (previewed first), delete and download.

type Schemas = components['schemas'];
export type AdminBackup = Schemas['Backup'];
export type AdminBackupCleanResult = Schemas['AdminBackupCleanResult'];

export const adminBackupKeys = {
  all: ['admin', 'backups'] as const,
  list: () => [...adminBackupKeys.all, 'list'] as const,
};

export const adminBackupsQueries = {
  /** GET /admin/backups: every backup, newest first, its restore test, the total size and the schedule. */
  list: () =>
    queryOptions({
      queryKey: adminBackupKeys.list(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/backups', { signal })),
    }),
};

/** POST /admin/backups/run: a backup now, answered once written; its restore test follows on the server. */
export function runAdminBackup(): Promise<AdminBackup> {
  return dataOf(api.POST('/admin/backups/run'));
}

/** POST /admin/backups/clean: deletes all but the `keepLast` newest, or with `dryRun` says which would go. */
export function cleanAdminBackups(keepLast: number, dryRun: boolean): Promise<AdminBackupCleanResult> {
  return dataOf(api.POST('/admin/backups/clean', { body: { keep_last: keepLast, dry_run: dryRun } }));
}

/** DELETE /admin/backups/{filename}, why kept in the activity log. */
export async function deleteAdminBackup(filename: string, reason: string): Promise<void> {
  await api.DELETE('/admin/backups/{filename}', { params: { path: { filename }, query: { reason } } });
}

/** GET /admin/backups/download/{filename}: the compressed dump itself (logged on the server). */
export async function downloadAdminBackup(filename: string): Promise<Blob> {
  const { response } = await api.GET('/admin/backups/download/{filename}', {
    params: { path: { filename } },
    parseAs: 'stream',
  });
  return response.blob();
}
