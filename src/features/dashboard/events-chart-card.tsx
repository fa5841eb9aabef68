import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { analyticsQueries } from '@/api/queries/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { EVENTS_OVER_TIME_QUERY } from './dashboard-queries';
import { eventsChartSeries } from './events-chart-data';

// The charts (visx) load with the first chart on screen, not with the dashboard. The chart is rendered
// (as its own skeleton) while the figures load, so its chunk and the figures arrive side by side.
const Chart = lazy(() => import('@/components/charts/chart').then((module) => ({ default: module.Chart })));

const HEIGHT = 240;

/** GET /analytics/events-over-time: the last 30 days, delivered and failed events per day. */
export function EventsChartCard() {
  const { t } = useLingui();
  const format = useDateFormat();
  const overTime = useQuery(analyticsQueries.eventsOverTime(EVENTS_OVER_TIME_QUERY));
  if (overTime.isError) return <ErrorCard onRetry={() => void overTime.refetch()} />;
  const data = overTime.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Events per day</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {data ? format.dayRange(data.start_date, data.end_date) : <Skeleton className="h-4 w-32" />}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="w-full" style={{ height: HEIGHT }} />}>
          <Chart
            kind="bar"
            height={HEIGHT}
            loading={!data}
            timeZone={data?.timezone}
            title={t`Events per day`}
            series={
              data ? eventsChartSeries(data.series, { processed: t`Delivered`, failed: t`Failed` }) : []
            }
          />
        </Suspense>
      </CardContent>
    </Card>
  );
}
