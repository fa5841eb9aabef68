import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Activity, FlaskConical } from 'lucide-react';
import { analyticsQueries } from '@/api/queries/analytics';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { AnalyticsMetrics } from './analytics-metrics';
import { AnalyticsBreakdowns } from './breakdown/analytics-breakdowns';
import { ComparedPeriod } from './compared-period';
import { DomainPerformanceTable } from './domain-performance/domain-performance-table';
import { EventsOverTimeCard } from './events-over-time-card';
import { ExportButton } from './export/export-button';
import { RealtimePanel } from './realtime/realtime-panel';
import { RevenueOverTimeCard } from './revenue-over-time-card';
import { useAnalyticsView } from './use-analytics-view';

/**
 * /analytics: the user's figures for a period (the last 30 days unless the URL says otherwise) against
 * the compared period: key figures, events and revenue over time, breakdowns and per-domain figures, the
 * live activity, and the CSV export of what the filters show. Every filter lives in the URL.
 */
export function AnalyticsScreen() {
  const { view, update, now } = useAnalyticsView();
  const { filters, compare } = view;
  const summary = useQuery({
    ...analyticsQueries.summary({ ...filters, compare }),
    placeholderData: keepPreviousData,
  });
  const empty = summary.data?.current.events === 0;

  return (
    <main className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
      <PageHeader actions={<ExportButton query={filters} />} />
      <AnalyticsFilterBar view={view} now={now} onChange={update} />
      {summary.isError ? (
        <ErrorCard onRetry={() => void summary.refetch()} />
      ) : (
        <section aria-labelledby="analytics-figures" className="grid gap-3">
          <h2 id="analytics-figures" className="sr-only">
            <Trans>Key figures</Trans>
          </h2>
          <ComparedPeriod summary={summary.data} compare={compare} />
          <AnalyticsMetrics summary={summary.data} compare={compare} />
          <p className="text-xs text-muted-foreground">
            <Trans>
              Test events are left out of every figure and list on this page: the events list shows them.
            </Trans>
          </p>
        </section>
      )}
      {empty ? (
        <Card>
          <EmptyState
            icon={<Activity />}
            title={<Trans>No events in this period</Trans>}
            description={
              <Trans>
                Choose a longer period or another domain. A test event shows how one arrives, in the events
                list: analytics leave test events out.
              </Trans>
            }
            action={
              <Button asChild variant="outline">
                <Link to="/events/test">
                  <FlaskConical aria-hidden />
                  <Trans>Send a test event</Trans>
                </Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <div className="grid min-w-0 gap-6 xl:grid-cols-2">
            <EventsOverTimeCard view={view} />
            <RevenueOverTimeCard view={view} onCurrencyChange={(currency) => update({ currency })} />
          </div>
          <AnalyticsBreakdowns filters={filters} />
          <DomainPerformanceTable filters={filters} />
        </>
      )}
      <RealtimePanel domainId={filters.domain_id} />
    </main>
  );
}
