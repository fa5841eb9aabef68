import type { DomainStats } from '@/api/queries/domains';
import type { ChartSeries } from '@/components/charts/chart-data';

/** A calendar day of the stats as the chart's instant: its midnight in UTC, drawn in UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * GET /domains/{domain}/stats as the chart's day-by-day series: events received, and those that
 * failed, marked as failures so the chart draws them in the failure colour.
 */
export function dailySeries(stats: DomainStats, labels: { events: string; failed: string }): ChartSeries[] {
  return [
    {
      key: 'events',
      label: labels.events,
      data: stats.daily.map((day) => ({ x: dayStart(day.date), y: day.events })),
    },
    {
      key: 'failed',
      label: labels.failed,
      status: 'failed',
      data: stats.daily.map((day) => ({ x: dayStart(day.date), y: day.failed })),
    },
  ];
}
