import { msg } from '@lingui/core/runtime-macro';
import { createReadStream } from 'node:fs';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { listBackupFiles, type BackupFile } from '../../../services/backups/backup-files.ts';
import { readBackupSettings } from '../../../services/backups/backup-settings.ts';
import { cleanBackups, deleteBackupFile } from '../../../services/backups/clean-backups.ts';
import { readRestoreCheck, type RestoreCheck } from '../../../services/backups/restore-check.ts';
import { backupSourceOf, writeBackup } from '../../../services/backups/write-backup.ts';
import { restoreTestJob } from './backup-jobs.ts';

type Backup = components['schemas']['Backup'];

const backupNotFound = msg`Backup not found`;

/** A backup as the contract answers it, with its restore test. */
function backupView(file: BackupFile, check: RestoreCheck): Backup {
  return {
    filename: file.filename,
    size: file.size,
    created_at: file.createdAt,
    restore_check: {
      status: check.status,
      checked_at: check.checkedAt ? new Date(check.checkedAt) : null,
      tables: check.tables.map((table) => ({
        name: table.name,
        source_rows: table.sourceRows,
        restored_rows: table.restoredRows,
      })),
      error: check.error,
    },
  };
}

const subjectOf = (filename: string) => ({ type: 'backup' as const, id: filename, label: filename });

/**
 * The staff's database backups in `DATA_DIR/backups` (services/backups): the list with each restore
 * test, run now (answered once written; the restore test follows as a job), clean with its preview,
 * delete and download. Each write and each download is in the audit trail.
 */
export function adminBackupHandlers({ db, config, now }: AppContext): Handlers {
  const settings = readBackupSettings();
  const clock = now ?? (() => new Date());

  async function oneBackup(filename: string) {
    const file = (await listBackupFiles(config.dataDir)).find((found) => found.filename === filename);
    if (!file) throw notFound(backupNotFound);
    return file;
  }

  const adminListBackups: Handler<'adminListBackups'> = async (request) => {
    const files = await listBackupFiles(config.dataDir);
    const backups = await Promise.all(
      files.map(async (file) => backupView(file, await readRestoreCheck(file.path))),
    );
    return ok(
      {
        backups,
        total_size: files.reduce((sum, file) => sum + file.size, 0),
        keep_last: settings.keepLast,
        schedule: settings.schedule,
      },
      request.t(msg`Backups`),
    );
  };

  const adminRunBackup: Handler<'adminRunBackup'> = async (request, reply) => {
    const { file, counts } = await writeBackup(config.dataDir, backupSourceOf(db), clock);
    await recordAdminChange(db, request, {
      action: 'admin.backup.created',
      subject: subjectOf(file.filename),
      after: { size: file.size },
    });
    await request.server.jobs.send(restoreTestJob, { filename: file.filename });
    reply.code(201);
    return ok(
      backupView(file, { status: 'pending', checkedAt: null, tables: counts, error: null }),
      request.t(msg`The backup has been made; its restore test is under way`),
    );
  };

  const adminCleanBackups: Handler<'adminCleanBackups'> = async (request) => {
    const { keep_last: keepLast, dry_run: dryRun = false } = request.body;
    const { deleted, kept } = await cleanBackups(config.dataDir, keepLast, dryRun);
    if (!dryRun && deleted.length) {
      await recordAdminChange(db, request, {
        action: 'admin.backups.cleaned',
        subject: { type: 'backup', id: 'backups', label: deleted.map((file) => file.filename).join(', ') },
        details: { count: String(deleted.length), keep_last: String(keepLast) },
      });
    }
    const result = {
      deleted_count: deleted.length,
      deleted: deleted.map((file) => file.filename),
      kept_count: kept.length,
      freed_size: deleted.reduce((sum, file) => sum + file.size, 0),
    };
    const message = dryRun
      ? msg`What cleaning would delete`
      : deleted.length
        ? msg`The old backups have been deleted`
        : msg`There were no old backups to delete`;
    return ok(result, request.t(message));
  };

  const adminDeleteBackup: Handler<'adminDeleteBackup'> = async (request) => {
    const file = await oneBackup(request.params.filename);
    await deleteBackupFile(file);
    await recordAdminChange(db, request, {
      action: 'admin.backup.deleted',
      subject: subjectOf(file.filename),
      reason: request.query.reason?.trim() || undefined,
      before: { size: file.size },
    });
    return ok(null, request.t(msg`The backup has been deleted`));
  };

  const adminDownloadBackup: Handler<'adminDownloadBackup'> = async (request, reply) => {
    const file = await oneBackup(request.params.filename);
    const stream = createReadStream(file.path);
    // Opened before the entry is written: a file deleted meanwhile answers 404, not a logged download.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', () => reject(notFound(backupNotFound)));
    });
    await recordAdminChange(db, request, {
      action: 'admin.backup_downloaded',
      subject: subjectOf(file.filename),
    });
    return reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'private, no-store')
      .send(stream) as never;
  };

  return { adminListBackups, adminRunBackup, adminCleanBackups, adminDeleteBackup, adminDownloadBackup };
}
