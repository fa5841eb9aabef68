import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserDashboard } from '@/api/queries/user';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type Stats = UserDashboard['stats'];

/**
 * Today's figures and the account's domains (GET /user/dashboard), in one line of small figures under
 * the period's cards. Open tickets show only when there are some.
 */
export function AccountFigures({ stats }: { stats: Stats | undefined }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const value = (figure: (loaded: Stats) => ReactNode) =>
    stats ? figure(stats) : <Skeleton className="mt-1 h-6 w-12" />;
  return (
    <Card padding={20} aria-busy={!stats}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
        <Figure label={t`Events today`} value={value((loaded) => number.format(loaded.events_today))} />
        <Figure
          label={t`Failed today`}
          value={value((loaded) =>
            loaded.failed_events_today > 0 ? (
              <Link
                to="/events"
                search={{ status: 'failed' }}
                className="text-destructive underline-offset-4 hover:underline"
              >
                {number.format(loaded.failed_events_today)}
              </Link>
            ) : (
              number.format(0)
            ),
          )}
        />
        <Figure
          label={t`Active domains`}
          value={value((loaded) => (
            <Trans>
              {number.format(loaded.domains_active)}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                of {number.format(loaded.domains_total)}
              </span>
            </Trans>
          ))}
        />
        <Figure
          label={t`Live tracking domains`}
          value={value((loaded) => number.format(loaded.tracking_domains_active))}
        />
        {stats && stats.open_tickets > 0 ? (
          <Figure
            label={t`Open tickets`}
            value={
              <Link to="/support" className="underline-offset-4 hover:underline">
                {number.format(stats.open_tickets)}
              </Link>
            }
          />
        ) : null}
      </dl>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
