import { exportAdminUsers, type AdminUserExportQuery } from '@/api/queries/admin-users';
import { fileNameOf } from '@/lib/content-disposition';
import { downloadBlob } from '@/lib/download-blob';

/**
 * Downloads every user matching `query` as the server's CSV, saved under the server's file name. A
 * refusal (over 50,000 rows: 422 asking for narrower filters) rejects, for the confirmation to show.
 */
export async function downloadUsersCsv(query: AdminUserExportQuery): Promise<void> {
  const response = await exportAdminUsers(query);
  const blob = await response.blob();
  downloadBlob(fileNameOf(response.headers.get('Content-Disposition'), 'users.csv'), blob);
}
