import type { AnalyticsEventsOverTime, AnalyticsRevenueOverTime } from '@/api/queries/analytics';
import type { ChartSeries } from '@/components/charts/chart-data';
import { majorUnits } from '@/lib/money-units';
import { alignedComparison, currentPoints } from './comparison-series';

/** The translated names of a chart's two series. */
export interface SeriesLabels {
  current: string;
  /** The compared period's; its series is drawn only when the answer carries one. */
  previous: string;
}

/** GET /analytics/events-over-time as the chart's series: events per bucket, and the compared period's. */
export function eventsSeries(data: AnalyticsEventsOverTime, labels: SeriesLabels): ChartSeries[] {
  const events = (point: { events: number }) => point.events;
  const series: ChartSeries[] = [
    { key: 'events', label: labels.current, data: currentPoints(data.series, events) },
  ];
  if (data.previous) {
    series.push({
      key: 'previous',
      label: labels.previous,
      data: alignedComparison(data.series, data.previous.series, events),
    });
  }
  return series;
}

/**
 * GET /analytics/revenue-over-time as the chart's series, in the currency's major units (the chart's
 * scale writes them as money): one currency only, never a sum of several.
 */
export function revenueSeries(data: AnalyticsRevenueOverTime, labels: SeriesLabels): ChartSeries[] {
  const revenue = (point: { revenue: { amount: number; currency: string } }) => majorUnits(point.revenue);
  const series: ChartSeries[] = [
    { key: 'revenue', label: labels.current, data: currentPoints(data.series, revenue) },
  ];
  if (data.previous) {
    series.push({
      key: 'previous',
      label: labels.previous,
      data: alignedComparison(data.series, data.previous.series, revenue),
    });
  }
  return series;
}

/** Whether a series answer has nothing to draw: every bucket at zero, in both periods. */
export function isAllZero(series: ChartSeries[]): boolean {
  return series.every((one) => one.data.every((point) => point.y === 0));
}
