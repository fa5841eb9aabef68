import { Trans } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { AdminBackup } from '@/api/queries/admin-backups';
import { Badge } from '@/components/ui/badge';
import { useDateFormat } from '@/i18n/use-date-format';

/**
 * Whether a backup is proven to restore: "Restorable" with when its restore test passed, the test under
 * way, or "Not restorable" with the server's reason.
 */
export function RestoreCheckBadge({ check }: { check: AdminBackup['restore_check'] }) {
  const { moment } = useDateFormat();
  if (check.status === 'pending') {
    return (
      <Badge variant="info">
        <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
        <Trans>Restore test under way</Trans>
      </Badge>
    );
  }
  const checkedAt = check.checked_at ? moment(check.checked_at) : '';
  if (check.status === 'passed') {
    return (
      <span className="grid gap-1">
        <Badge variant="success">
          <CircleCheck aria-hidden />
          <Trans>Restorable</Trans>
        </Badge>
        <span className="text-xs text-muted-foreground">
          <Trans>checked at {checkedAt}</Trans>
        </span>
      </span>
    );
  }
  return (
    <span className="grid gap-1">
      <Badge variant="destructive">
        <CircleAlert aria-hidden />
        <Trans>Not restorable</Trans>
      </Badge>
      <span className="text-xs break-words text-muted-foreground">
        <Trans>
          checked at {checkedAt}: {check.error}
        </Trans>
      </span>
    </span>
  );
}
