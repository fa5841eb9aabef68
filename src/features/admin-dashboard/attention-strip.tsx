import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { AdminDashboardAttention, AdminSystemAlert } from '@/api/queries/admin-dashboard';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { FailingDestinationsCard, StuckTrackingCard, WaitingTicketsCard } from './attention-lists';

/** The lists side by side on a wide screen, one alone taking half of it rather than a narrow third. */
const COLUMNS: Record<number, string> = {
  0: 'hidden',
  1: 'lg:grid-cols-2',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
};

const ALERT_VARIANTS = {
  info: 'info',
  warning: 'warning',
  error: 'destructive',
} as const satisfies Record<AdminSystemAlert['type'], string>;

/**
 * The "needs attention" strip: the server's alerts, then the tracking subdomains stuck in setup, the
 * destinations failing and the tickets waiting longest, each list only when the caller's permissions
 * open it. Nothing at all when the caller may see none of them.
 */
export function AttentionStrip({
  attention,
  alerts,
}: {
  attention: AdminDashboardAttention | undefined;
  alerts: readonly AdminSystemAlert[];
}) {
  const { t } = useLingui();
  const stuck = attention?.stuck_tracking_domains;
  const failing = attention?.failing_destinations;
  const waiting = attention?.waiting_tickets;
  const lists = [stuck, failing, waiting].filter(Boolean).length;
  if (lists === 0 && alerts.length === 0) return null;
  return (
    <section aria-labelledby="needs-attention" className="grid gap-3">
      <h2 id="needs-attention" className="text-lg font-semibold">
        {t`Needs attention`}
      </h2>
      {alerts.map((alert) => (
        <SystemAlert key={alert.key} alert={alert} />
      ))}
      <div className={cn('grid gap-4', COLUMNS[lists])}>
        {stuck ? (
          <StuckTrackingCard items={stuck} count={attention.stuck_tracking_domains_count ?? stuck.length} />
        ) : null}
        {failing ? (
          <FailingDestinationsCard
            items={failing}
            count={attention.failing_destinations_count ?? failing.length}
          />
        ) : null}
        {waiting ? (
          <WaitingTicketsCard items={waiting} count={attention.waiting_tickets_count ?? waiting.length} />
        ) : null}
      </div>
    </section>
  );
}

/** One of the server's alerts, in the reader's language, with a link to the screen that deals with it. */
function SystemAlert({ alert }: { alert: AdminSystemAlert }) {
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
