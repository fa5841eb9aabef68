import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../../app-context.ts';
import { backupsDir } from '../../../services/backups/backup-files.ts';
import { readBackupSettings } from '../../../services/backups/backup-settings.ts';
import { checkBackupApart } from '../../../services/backups/check-backup-apart.ts';
import { cleanBackups } from '../../../services/backups/clean-backups.ts';
import { backupSourceOf, writeBackup } from '../../../services/backups/write-backup.ts';
import { defineJob } from '../../../services/jobs/job-queue.ts';
import { ensureQueue } from '../../../services/jobs/pg-boss-queue.ts';

const DAILY_QUEUE = 'backups.daily';

/**
 * The restore test of a backup just written (services/backups/check-backup.ts, in a process of its own), queued by "run now" so
 * its answer does not wait for it. Not retried: a dump that does not load fails the same way again, and
 * the list says why. An hour before it counts as hung covers the largest databases' restore.
 */
export const restoreTestJob = defineJob<{ filename: string }>(
  'backups.restore_test',
  async ({ config, now }, { filename }) => {
    await checkBackupApart(join(backupsDir(config.dataDir), filename), now);
  },
  { retryLimit: 0, retryDelay: 60, retryDelayMax: 60, expireInSeconds: 3600 },
);

/**
 * Schedules the daily backup in pg-boss and works it in this process: a backup, its restore test, then
 * the backups beyond BACKUP_KEEP_LAST deleted. The system's own work, so it has no actor in the audit
 * trail: it is logged here instead.
 */
export async function startBackupSchedule(boss: PgBoss, context: AppContext, log: FastifyBaseLogger) {
  const settings = readBackupSettings();
  await ensureQueue(boss, DAILY_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 4 * 3600,
    deleteAfterSeconds: 7 * 86_400,
  });
  await boss.work(DAILY_QUEUE, async () => {
    const { dataDir } = context.config;
    const now = context.now ?? (() => new Date());
    const { file } = await writeBackup(dataDir, backupSourceOf(context.db), now);
    const check = await checkBackupApart(file.path, now);
    const { deleted } = await cleanBackups(dataDir, settings.keepLast);
    log.info(
      {
        backup: file.filename,
        size: file.size,
        restoreTest: check.status,
        deleted: deleted.map((old) => old.filename),
      },
      'the daily backup was made',
    );
  });
  await boss.schedule(DAILY_QUEUE, settings.schedule);
}
