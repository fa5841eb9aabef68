import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { analyticsQueries, type AnalyticsDimension } from '@/api/queries/analytics';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnalyticsFilters } from '../analytics-filters';
import { DIMENSION_TITLES } from './breakdown-labels';
import { breakdownQueryOf } from './breakdown-query';
import { isBreakdownEmpty } from './breakdown-rows';
import { BreakdownTable } from './breakdown-table';

/** One dimension's breakdown in a card: loading, empty, failed, or the table. */
export function BreakdownCard({ by, filters }: { by: AnalyticsDimension; filters: AnalyticsFilters }) {
  const { i18n, t } = useLingui();
  // The last figures stay while new filters load, rather than the card collapsing to a skeleton.
  const breakdown = useQuery({
    ...analyticsQueries.breakdown(breakdownQueryOf(filters, by)),
    placeholderData: keepPreviousData,
  });
  const title = i18n._(DIMENSION_TITLES[by]);
  const data = breakdown.data;

  return (
    <Card padding={20} aria-busy={breakdown.isFetching} data-dimension={by}>
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        {data ? (
          <CardDescription>{t`${plural(data.total, { one: '# event', other: '# events' })}`}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {breakdown.isError && !data ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm">
            <p className="flex items-center gap-2 font-medium">
              <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
              <Trans>Something went wrong</Trans>
            </p>
            <Button variant="outline" size="sm" onClick={() => void breakdown.refetch()}>
              <RefreshCw aria-hidden="true" />
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : !data ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">
              <Trans>Loading…</Trans>
            </span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-6 w-full" />
            ))}
          </div>
        ) : isBreakdownEmpty(data) ? (
          <EmptyState className="p-4" title={<Trans>No events in this period</Trans>} />
        ) : (
          <BreakdownTable breakdown={data} caption={title} />
        )}
      </CardContent>
    </Card>
  );
}
