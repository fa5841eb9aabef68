import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { analyticsQueries } from '@/api/queries/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { resolveTimeZone } from '@/i18n/date-format';
import { BUCKET_AXIS_FORMATS, BUCKET_DATE_FORMATS } from './analytics-format';
import type { AnalyticsView } from './analytics-search';
import { useComparisonLabel } from './comparison-label';
import { LazyChart } from './lazy-chart';
import { eventsSeries } from './over-time-series';

const CHART_HEIGHT = 260;

/**
 * GET /analytics/events-over-time: the period's events per bucket as a line, and the compared period's
 * as a second line on the same positions. Legend, keyboard tooltip and table come with the chart kit.
 */
export function EventsOverTimeCard({ view }: { view: AnalyticsView }) {
  const { t } = useLingui();
  const previousLabel = useComparisonLabel(view.compare);
  const query = useQuery({
    ...analyticsQueries.eventsOverTime({ ...view.filters, interval: view.interval, compare: view.compare }),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Events over time</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {data ? (
          <Suspense fallback={<Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />}>
            <LazyChart
              kind="line"
              height={CHART_HEIGHT}
              title={t`Events over time`}
              series={eventsSeries(data, { current: t`Events`, previous: previousLabel })}
              dateFormat={BUCKET_DATE_FORMATS[data.interval]}
              axisDateFormat={BUCKET_AXIS_FORMATS[data.interval]}
              timeZone={resolveTimeZone(data.timezone)}
            />
          </Suspense>
        ) : (
          <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />
        )}
      </CardContent>
    </Card>
  );
}
