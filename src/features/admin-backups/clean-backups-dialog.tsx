import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminBackupKeys, cleanAdminBackups } from '@/api/queries/admin-backups';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { formatFileSize } from '@/lib/upload-files';

/** The contract's bounds of `keep_last`. */
const KEEP_MIN = 1;
const KEEP_MAX = 365;

/**
 * Cleaning up old backups: how many of the newest to keep (the daily run's number to start with), the
 * server's preview of exactly which files that deletes and the space it frees, and only then, confirmed,
 * the clean itself.
 */
export function CleanBackupsDialog({
  open,
  onOpenChange,
  keepLast: scheduled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keepLast: number;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const keepId = useId();
  const [typed, setTyped] = useState(String(scheduled));
  const keepLast = Number(typed);
  const valid = Number.isInteger(keepLast) && keepLast >= KEEP_MIN && keepLast <= KEEP_MAX;
  const preview = useQuery({
    queryKey: [...adminBackupKeys.all, 'clean-preview', keepLast],
    queryFn: () => cleanAdminBackups(keepLast, true),
    enabled: open && valid,
    staleTime: 0,
    gcTime: 0,
  });
  const deleted = preview.data?.deleted ?? [];
  const freed = formatFileSize(preview.data?.freed_size ?? 0, i18n.locale);

  return (
    <ConfirmAction
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped(String(scheduled));
        onOpenChange(next);
      }}
      title={t`Clean up old backups?`}
      description={<Trans>Every backup but the newest ones you keep is deleted for good.</Trans>}
      confirmLabel={
        preview.data
          ? t`${plural(preview.data.deleted_count, { one: 'Delete # backup', other: 'Delete # backups' })}`
          : t`Delete backups`
      }
      onConfirm={async () => {
        if (!valid || !preview.data?.deleted_count) return;
        const result = await cleanAdminBackups(keepLast, false);
        await queryClient.invalidateQueries({ queryKey: adminBackupKeys.list() });
        notify.success(t`Backups deleted: ${result.deleted_count}`);
      }}
    >
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={keepId}>
            <Trans>Newest backups to keep</Trans>
          </Label>
          <Input
            id={keepId}
            type="number"
            inputMode="numeric"
            min={KEEP_MIN}
            max={KEEP_MAX}
            value={typed}
            aria-invalid={!valid}
            onChange={(event) => setTyped(event.target.value)}
            className="w-28"
          />
          {!valid ? (
            <p className="text-sm text-destructive">
              <Trans>
                Keep between {KEEP_MIN} and {KEEP_MAX} backups
              </Trans>
            </p>
          ) : null}
        </div>
        <div aria-live="polite" className="grid gap-1 text-sm">
          {!valid ? null : preview.isPending ? (
            <p className="text-muted-foreground">
              <Trans>Finding what would be deleted…</Trans>
            </p>
          ) : preview.isError ? (
            <p className="text-destructive">
              <Trans>The preview could not be loaded. Try again.</Trans>
            </p>
          ) : deleted.length === 0 ? (
            <p>
              <Trans>Nothing to delete: there are no more backups than that.</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>These backups will be deleted, freeing {freed}:</Trans>
              </p>
              <ul
                aria-label={t`Backups to delete`}
                className="grid max-h-40 gap-0.5 overflow-y-auto font-mono text-xs break-all"
              >
                {deleted.map((filename) => (
                  <li key={filename}>{filename}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </ConfirmAction>
  );
}
