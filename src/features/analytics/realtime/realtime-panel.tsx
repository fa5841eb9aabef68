import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import type { AnalyticsRealtime } from '@/api/queries/analytics';
import type { ChartSeries } from '@/components/charts/chart-data';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { MetricCard } from '@/components/ui/metric-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { dateLocaleOf } from '@/i18n/date-format';
import { RealtimeEventList } from './realtime-event-list';
import { useRealtimeFigures } from './use-realtime';

// The charts (visx) load with the first chart on screen, not with the analytics page.
const Chart = lazy(() => import('@/components/charts/chart').then((module) => ({ default: module.Chart })));

// Stable, so the chart's formatters are not made again at every poll.
const MINUTE_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function perMinuteSeries(realtime: AnalyticsRealtime, label: string): ChartSeries[] {
  return [
    {
      key: 'events',
      label,
      data: realtime.per_minute.map((point) => ({ x: new Date(point.bucket), y: point.events })),
    },
  ];
}

/**
 * What is happening now (GET /analytics/realtime, polled every 10 s while the tab is visible): visitors
 * active in the last 5 minutes, events in the last minute, 5 and 30 minutes, the last 30 minutes per
 * minute and their most frequent event names; under them the latest events as they arrive.
 */
export function RealtimePanel({ domainId }: { domainId?: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const format = useDateFormat();
  const figures = useRealtimeFigures(domainId);
  const data = figures.data;
  const number = new Intl.NumberFormat(i18n.locale);
  const count = (value: number | undefined) => (value === undefined ? '' : number.format(value));
  const clock = new Intl.DateTimeFormat(dateLocaleOf(i18n.locale), {
    timeStyle: 'medium',
    timeZone: format.timeZone,
  });

  return (
    <section aria-labelledby={headingId}>
      <Card padding={20}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <span aria-hidden="true" className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-success" />
            </span>
            <h2 id={headingId} className="text-lg">
              <Trans>Realtime</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Last 30 minutes, updated every 10 seconds.</Trans>{' '}
            {data ? (
              <span>
                <Trans>
                  As of{' '}
                  <time dateTime={new Date(data.generated_at).toISOString()}>
                    {clock.format(new Date(data.generated_at))}
                  </time>
                  .
                </Trans>
              </span>
            ) : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {figures.isError && !data ? (
            <ErrorCard onRetry={() => void figures.refetch()} />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <MetricCard
                  label={t`Active visitors, last 5 minutes`}
                  value={count(data?.active_now)}
                  loading={!data}
                />
                <MetricCard
                  label={t`Events, last minute`}
                  value={count(data?.events_last_minute)}
                  loading={!data}
                />
                <MetricCard
                  label={t`Events, last 5 minutes`}
                  value={count(data?.events_last_5_minutes)}
                  loading={!data}
                />
                <MetricCard
                  label={t`Events, last 30 minutes`}
                  value={count(data?.events_last_30_minutes)}
                  loading={!data}
                />
              </div>
              <div className="grid gap-5 lg:grid-cols-3">
                <div className="lg:col-span-2">
                  {data ? (
                    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                      <Chart
                        kind="bar"
                        height={160}
                        title={t`Events per minute, last 30 minutes`}
                        xLabel={t`Minute`}
                        dateFormat={MINUTE_FORMAT}
                        axisDateFormat={MINUTE_FORMAT}
                        series={perMinuteSeries(data, t`Events`)}
                      />
                    </Suspense>
                  ) : (
                    <Skeleton className="h-40 w-full" />
                  )}
                </div>
                <TopEvents realtime={data} />
              </div>
            </>
          )}
          <RealtimeEventList domainId={domainId} />
        </CardContent>
      </Card>
    </section>
  );
}

function TopEvents({ realtime }: { realtime: AnalyticsRealtime | undefined }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-medium">
        <Trans>Top events, last 30 minutes</Trans>
      </h3>
      {!realtime ? (
        <Skeleton className="h-24 w-full" />
      ) : realtime.top_events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No events in the last 30 minutes.</Trans>
        </p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {realtime.top_events.map((event) => (
            <li key={event.event_name} className="flex justify-between gap-4">
              <span className="truncate font-mono">{event.event_name}</span>
              <span className="tabular-nums">{number.format(event.events)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
