import type { AnalyticsEventsPoint } from '@/api/queries/analytics';
import type { ChartSeries } from '@/components/charts/chart-data';

/** The series' names, already translated. */
export interface EventsChartLabels {
  processed: string;
  failed: string;
}

/**
 * The 30-day chart's series from GET /analytics/events-over-time: events delivered and events that failed,
 * one point per bucket, each marked with its outcome (failures are drawn in the failure colour). A bucket is named by its start, an instant (the client revives it as a `Date`);
 * the chart draws it in the zone the server bucketed in, so a day stays the day the server counted.
 */
export function eventsChartSeries(points: readonly AnalyticsEventsPoint[], labels: EventsChartLabels) {
  const at = (point: AnalyticsEventsPoint) => point.bucket;
  return [
    {
      key: 'processed',
      label: labels.processed,
      status: 'processed',
      data: points.map((point) => ({ x: at(point), y: point.processed })),
    },
    {
      key: 'failed',
      label: labels.failed,
      status: 'failed',
      data: points.map((point) => ({ x: at(point), y: point.failed })),
    },
  ] satisfies ChartSeries[];
}
