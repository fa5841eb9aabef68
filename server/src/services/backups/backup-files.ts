import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A backup as it lies on disk: `DATA_DIR/backups/backup-YYYY-MM-DD-HHMMSS.sql.gz`. */
export interface BackupFile {
  filename: string;
  path: string;
  size: number;
  createdAt: Date;
}

const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}-\d{6}\.sql\.gz$/;

/** The folder the backups are written to, inside the server's data folder. */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');

/** The finished backups of `dataDir`, newest first; none when the folder does not exist yet. */
export async function listBackupFiles(dataDir: string): Promise<BackupFile[]> {
  const dir = backupsDir(dataDir);
  const names = await readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_NAME.test(name))
      .map(async (filename) => {
        const path = join(dir, filename);
        const info = await stat(path);
        return { filename, path, size: info.size, createdAt: info.mtime };
      }),
  );
  return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
