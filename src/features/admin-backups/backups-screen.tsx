import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Archive, DatabaseBackup, Eraser, LoaderCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  adminBackupKeys,
  adminBackupsQueries,
  deleteAdminBackup,
  downloadAdminBackup,
  runAdminBackup,
  type AdminBackup,
} from '@/api/queries/admin-backups';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { EmptyState } from '@/components/ui/empty-state';
import { downloadBlob } from '@/lib/download-blob';
import { notify } from '@/lib/notify';
import { formatFileSize } from '@/lib/upload-files';
import { useBackupColumns } from './backup-columns';
import { CleanBackupsDialog } from './clean-backups-dialog';
import { scheduleTime } from './schedule-time';

const routeApi = getRouteApi('/admin/backups');

/** While a restore test is under way, the list is read again this often to show its result. */
const WHILE_TESTING_MS = 2000;

const getRowId = (backup: AdminBackup) => backup.filename;

/**
 * /admin/backups: every backup with its age, size and whether its restore test proved it restorable;
 * run one now (the button says so until the file is written, the row until its test is done), clean up
 * old ones after a preview of exactly what goes, delete one with a reason, download one.
 */
export function BackupsScreen() {
  const { t, i18n } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery({
    ...adminBackupsQueries.list(),
    refetchInterval: (query) =>
      query.state.data?.backups.some((backup) => backup.restore_check.status === 'pending')
        ? WHILE_TESTING_MS
        : false,
  });
  const { allowsAny } = useAccess();
  const canCreate = allowsAny(['admin.backups.create']);
  const canDelete = allowsAny(['admin.backups.delete']);
  const [cleaning, setCleaning] = useState(false);
  const [deleting, setDeleting] = useState<AdminBackup | null>(null);

  const run = useMutation({
    mutationFn: runAdminBackup,
    onSuccess: async (backup) => {
      await queryClient.invalidateQueries({ queryKey: adminBackupKeys.list() });
      notify.success(t`Backup ${backup.filename} made; its restore test is under way`);
    },
    onError: () => notify.error(t`The backup failed. Nothing was kept; try again.`),
  });

  const actions = useMemo(
    () => ({
      canDelete,
      onDelete: setDeleting,
      onDownload: (backup: AdminBackup) =>
        void downloadAdminBackup(backup.filename).then(
          (blob) => downloadBlob(backup.filename, blob),
          () => notify.error(t`The download failed. Try again.`),
        ),
    }),
    [canDelete, t],
  );
  const columns = useBackupColumns(actions);
  const from = (url.state.page - 1) * url.state.per_page;
  const result = {
    data: { items: data.backups.slice(from, from + url.state.per_page), total: data.backups.length },
    isPending: false,
    isError: false,
    error: null,
    refetch: () => undefined,
  };
  const totalSize = formatFileSize(data.total_size, i18n.locale);
  const time = scheduleTime(data.schedule);

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          <div className="flex flex-wrap gap-2">
            {canDelete ? (
              <Button variant="outline" onClick={() => setCleaning(true)} disabled={!data.backups.length}>
                <Eraser aria-hidden />
                <Trans>Clean up</Trans>
              </Button>
            ) : null}
            {canCreate ? (
              <Button onClick={() => run.mutate()} disabled={run.isPending}>
                {run.isPending ? (
                  <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
                ) : (
                  <DatabaseBackup aria-hidden />
                )}
                {run.isPending ? <Trans>Backing up…</Trans> : <Trans>Back up now</Trans>}
              </Button>
            ) : null}
          </div>
        }
      />
      <p className="text-sm text-muted-foreground">
        <Trans>
          Together {totalSize}. A backup is made every day at {time} UTC and the newest {data.keep_last} are
          kept. After each backup, a restore test loads it into a throwaway database and compares every
          table’s rows.
        </Trans>
      </p>
      <AdminList
        id="admin-backups"
        caption={t`Backups`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        result={result}
        countLabel={(count) => t`${plural(count, { one: '# backup', other: '# backups' })}`}
        empty={<EmptyState icon={<Archive />} title={<Trans>No backups yet.</Trans>} />}
      />
      <CleanBackupsDialog open={cleaning} onOpenChange={setCleaning} keepLast={data.keep_last} />
      <ConfirmAction
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        reason
        title={t`Delete the backup ${deleting?.filename ?? ''}?`}
        description={<Trans>The file is deleted for good, with its restore test.</Trans>}
        confirmLabel={t`Delete backup`}
        onConfirm={async ({ reason }) => {
          if (!deleting) return;
          await deleteAdminBackup(deleting.filename, reason);
          await queryClient.invalidateQueries({ queryKey: adminBackupKeys.list() });
          notify.success(t`The backup has been deleted`);
        }}
      />
    </main>
  );
}
