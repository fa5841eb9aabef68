import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { domainQueries } from '@/api/queries/domains';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { MetricCard } from '@/components/ui/metric-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { dailySeries } from './domain-stats-series';

// The charts (visx) load with the first chart on screen, not with the domain page.
const Chart = lazy(() => import('@/components/charts/chart').then((module) => ({ default: module.Chart })));

/**
 * GET /domains/{domain}/stats: the last 30 days (test events left out) as totals, a chart per day with
 * its table, the most frequent event names, and the plan's usage this billing period.
 */
export function DomainStatsCard({ domainId }: { domainId: string }) {
  const { t, i18n } = useLingui();
  const format = useDateFormat();
  const stats = useQuery(domainQueries.stats(domainId));
  const number = new Intl.NumberFormat(i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });

  if (stats.isError) return <ErrorCard onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const totals = data?.totals;
  const limit = data?.usage.events_limit ?? null;
  return (
    <section aria-labelledby="domain-stats" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="domain-stats" className="text-lg font-semibold">
          <Trans>Events</Trans>
        </h2>
        {data ? (
          <p className="text-sm text-muted-foreground">{format.dayRange(data.start_date, data.end_date)}</p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <MetricCard
          label={t`Received`}
          value={totals ? number.format(totals.events) : ''}
          loading={!totals}
        />
        <MetricCard
          label={t`Delivered`}
          value={totals ? number.format(totals.processed) : ''}
          loading={!totals}
        />
        <MetricCard label={t`Failed`} value={totals ? number.format(totals.failed) : ''} loading={!totals} />
        <MetricCard
          label={t`Delivery success`}
          value={
            totals ? (totals.success_rate === null ? '—' : percent.format(totals.success_rate / 100)) : ''
          }
          loading={!totals}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent>
            {data ? (
              <Suspense fallback={<Skeleton className="h-60 w-full" />}>
                <Chart
                  kind="bar"
                  timeZone="UTC"
                  title={t`Events per day`}
                  series={dailySeries(data, { events: t`Received`, failed: t`Failed` })}
                />
              </Suspense>
            ) : (
              <Skeleton className="h-60 w-full" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>
                <Trans>Plan usage</Trans>
              </h3>
            </CardTitle>
            <CardDescription>
              <Trans>Events counted in this billing period.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {data ? (
              <UsageBar used={data.usage.events} limit={limit} format={(value) => number.format(value)} />
            ) : (
              <Skeleton className="h-8 w-full" />
            )}
            <h3 className="text-sm font-medium">
              <Trans>Most frequent events</Trans>
            </h3>
            {data && data.top_events.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No events in these 30 days.</Trans>
              </p>
            ) : (
              <ol className="grid gap-1 text-sm">
                {data?.top_events.map((event) => (
                  <li key={event.event_name} className="flex justify-between gap-4">
                    <span className="truncate font-mono">{event.event_name}</span>
                    <span className="tabular-nums">{number.format(event.events)}</span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function UsageBar({
  used,
  limit,
  format,
}: {
  used: number;
  limit: number | null;
  format: (value: number) => string;
}) {
  const { t } = useLingui();
  if (limit === null) {
    return (
      <p className="text-sm">{t`${plural(used, { one: '# event, no limit', other: '# events, no limit' })}`}</p>
    );
  }
  const share = limit === 0 ? 1 : Math.min(used / limit, 1);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{t`${format(used)} of ${format(limit)} events`}</p>
      <div
        role="meter"
        aria-label={t`Plan usage`}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            share >= 0.9 ? 'h-full bg-destructive' : share >= 0.75 ? 'h-full bg-warning' : 'h-full bg-primary'
          }
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
