import { useLingui } from '@lingui/react/macro';
import { Download, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { AdminBackup } from '@/api/queries/admin-backups';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { RowActionsTrigger } from '@/components/admin-list/row-actions-trigger';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useDateFormat } from '@/i18n/use-date-format';
import { useNow } from '@/lib/use-now';
import { formatFileSize } from '@/lib/upload-files';
import { RestoreCheckBadge } from './restore-check-badge';

/** What a backup's menu starts; the screen downloads, or confirms and deletes. */
export interface BackupActions {
  canDelete: boolean;
  onDownload: (backup: AdminBackup) => void;
  onDelete: (backup: AdminBackup) => void;
}

/**
 * The backups list's columns: the file (named by when it was made), its age, its size, whether its
 * restore test proved it restorable, and its menu (download; delete with the permission).
 */
export function useBackupColumns(actions: BackupActions): readonly AdminColumn<AdminBackup>[] {
  const { t, i18n } = useLingui();
  const { moment, relative } = useDateFormat();
  const now = useNow();
  return useMemo(
    () => [
      {
        key: 'filename',
        label: t`Backup`,
        cell: (backup) => (
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium break-all">{backup.filename}</span>
            <span className="text-xs text-muted-foreground">{moment(backup.created_at)}</span>
          </span>
        ),
      },
      {
        key: 'age',
        label: t`Age`,
        cell: (backup) => relative(backup.created_at, now),
      },
      {
        key: 'size',
        label: t`Size`,
        cell: (backup) => formatFileSize(backup.size, i18n.locale),
      },
      {
        key: 'restore_check',
        label: t`Restore test`,
        foldLabel: false,
        cell: (backup) => <RestoreCheckBadge check={backup.restore_check} />,
      },
      {
        key: 'actions',
        label: t`Actions`,
        hideable: false,
        showFrom: 'always',
        align: 'end',
        cell: (backup) => (
          <DropdownMenu>
            <RowActionsTrigger name={backup.filename} />
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => actions.onDownload(backup)}>
                <Download aria-hidden />
                {t`Download`}
              </DropdownMenuItem>
              {actions.canDelete ? (
                <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(backup)}>
                  <Trash2 aria-hidden />
                  {t`Delete`}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        ),
      },
    ],
    [t, i18n.locale, moment, relative, now, actions],
  );
}
