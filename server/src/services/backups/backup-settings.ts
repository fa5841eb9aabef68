/** How the daily backup runs and how many backups it keeps. */
export interface BackupSettings {
  /** BACKUP_KEEP_LAST: the newest backups the daily run keeps, the rest deleted after it (default 7). */
  keepLast: number;
  /** When the daily backup runs: a cron expression in UTC. */
  schedule: string;
}

/** At 02:30 UTC, a quiet hour for most of the world's evening traffic. */
const DAILY = '30 2 * * *';

/** The backup settings from `env`: BACKUP_KEEP_LAST must be a whole number from 1 to 365. */
export function readBackupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const raw = env.BACKUP_KEEP_LAST;
  const keepLast = raw === undefined || raw === '' ? 7 : Number(raw);
  if (!Number.isInteger(keepLast) || keepLast < 1 || keepLast > 365) {
    throw new Error(`BACKUP_KEEP_LAST must be a whole number from 1 to 365, not "${raw ?? ''}"`);
  }
  return { keepLast, schedule: DAILY };
}
