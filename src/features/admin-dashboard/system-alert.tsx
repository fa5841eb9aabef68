import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { AdminSystemAlert } from '@/api/queries/admin-dashboard';
import { Alert } from '@/components/ui/alert';

const ALERT_VARIANTS = {
  info: 'info',
  warning: 'warning',
  error: 'destructive',
} as const satisfies Record<AdminSystemAlert['type'], string>;

/** One of the server's alerts, in the reader's language, with a link to the screen that deals with it. */
export function SystemAlert({ alert }: { alert: AdminSystemAlert }) {
  const link = appLink(alert.action_url);
  return (
    <Alert
      variant={ALERT_VARIANTS[alert.type]}
      autoClose={false}
      title={alert.title}
      description={alert.message}
    >
      {link ? (
        <Link
          // The server names the admin screen; the router takes any of its paths.
          to={link.to as '/'}
          search={link.search as never}
          className="inline-flex w-fit items-center gap-1 font-medium text-foreground underline underline-offset-4"
        >
          <Trans>Open</Trans>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </Alert>
  );
}

// Only to split a path from its search: an `action_url` that lands anywhere else is not the app's.
const APP = 'https://app.invalid';

/** An alert's `action_url` as a path of the app and its search; null for none or one leaving the app. */
function appLink(url: string | null) {
  if (!url?.startsWith('/')) return null;
  const parsed = new URL(url, APP);
  if (parsed.origin !== APP) return null;
  return { to: parsed.pathname, search: Object.fromEntries(parsed.searchParams) };
}
