import { Trans } from '@lingui/react/macro';
import type { AdminSystemAlert } from '@/api/queries/admin-dashboard';
import { Alert } from '@/components/ui/alert';
import { AlertAction } from '@/components/ui/alert-action';
import { appPath } from '@/lib/app-path';

const ALERT_VARIANTS = {
  info: 'info',
  warning: 'warning',
  error: 'destructive',
} as const satisfies Record<AdminSystemAlert['type'], string>;

/** One of the server's alerts, in the reader's language, with a link to the screen that deals with it. */
export function SystemAlert({ alert }: { alert: AdminSystemAlert }) {
  const link = appPath(alert.action_url);
  return (
    <Alert
      variant={ALERT_VARIANTS[alert.type]}
      autoClose={false}
      title={alert.title}
      description={alert.message}
    >
      {link ? (
        <AlertAction link={link}>
          <Trans>Open</Trans>
        </AlertAction>
      ) : null}
    </Alert>
  );
}
