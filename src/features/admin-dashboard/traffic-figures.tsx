import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, CalendarDays, CircleCheck, Globe } from 'lucide-react';
import type { AdminDashboard, AdminDashboardTrends, DomainStatusCounts } from '@/api/queries/admin-dashboard';
import { MetricCard } from '@/components/ui/metric-card';
import { dashboardLinks } from './dashboard-links';
import { percentChange, pointsChange } from './dashboard-trends';
import { FigureBreakdown } from './figure-breakdown';
import { FigureValue } from './figure-link';
import { useFigureFormat } from './use-figure-format';

type EventFigures = NonNullable<AdminDashboard['events']>;
type DeliveryFigures = NonNullable<AdminDashboard['delivery']>;

/** Every domain, against a month ago, and by status: each status opens the domains list filtered to it. */
export function DomainsFigure({
  domains,
  previous,
}: {
  domains: DomainStatusCounts;
  previous: AdminDashboardTrends['domains'];
}) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const label = t`Domains`;
  const total = format.count(domains.total);
  const status = (key: Exclude<keyof DomainStatusCounts, 'total'>, name: string) => ({
    key,
    label: name,
    value: format.count(domains[key]),
    link: dashboardLinks.domains(key),
  });
  return (
    <MetricCard
      label={label}
      icon={<Globe aria-hidden />}
      value={<FigureValue link={dashboardLinks.domains()} label={label} value={total} />}
      change={percentChange(domains.total, previous?.total)}
      changeLine={(change) => <Trans>{change} vs a month ago</Trans>}
    >
      <FigureBreakdown
        label={t`Domains by status`}
        items={[
          status('active', t({ message: 'Active', context: 'domains by status' })),
          status('pending', t({ message: 'Pending', context: 'domains by status' })),
          status('suspended', t({ message: 'Suspended', context: 'domains by status' })),
          status('expired', t({ message: 'Expired', context: 'domains by status' })),
        ]}
      />
    </MetricCard>
  );
}

/**
 * Events received today or this month, against the same stretch of yesterday or last month, with those
 * that failed to reach a destination (opening the failed deliveries).
 */
export function EventsFigure({
  period,
  events,
  previous,
}: {
  period: 'today' | 'this_month';
  events: EventFigures;
  previous: AdminDashboardTrends['events'];
}) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const today = period === 'today';
  const label = today ? t`Events today` : t`Events this month`;
  const count = format.count(events[period]);
  const failed = today ? events.failed_today : events.failed_this_month;
  return (
    <MetricCard
      label={label}
      icon={today ? <Activity aria-hidden /> : <CalendarDays aria-hidden />}
      value={<FigureValue link={dashboardLinks.events()} label={label} value={count} />}
      change={percentChange(events[period], previous?.[period])}
      changeLine={(change) =>
        today ? (
          <Trans>{change} vs this time yesterday</Trans>
        ) : (
          <Trans>{change} vs the same days last month</Trans>
        )
      }
    >
      <FigureBreakdown
        label={today ? t`Events today that failed` : t`Events this month that failed`}
        items={[
          {
            key: 'failed',
            label: t`Failed to deliver`,
            value: format.count(failed),
            link: dashboardLinks.deliveries(),
          },
        ]}
      />
    </MetricCard>
  );
}

/**
 * The share of today's events that reached every destination, against this time yesterday in
 * percentage points, with this month's share against the same days of last month.
 */
export function DeliveryFigure({
  delivery,
  previous,
}: {
  delivery: DeliveryFigures;
  previous: AdminDashboardTrends['delivery'];
}) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const label = t`Delivery success today`;
  const rate = format.rate(delivery.today.success_percent);
  const todayChange = pointsChange(delivery.today.success_percent, previous?.today.success_percent);
  const monthChange = pointsChange(delivery.this_month.success_percent, previous?.this_month.success_percent);
  return (
    <MetricCard
      label={label}
      icon={<CircleCheck aria-hidden />}
      value={<FigureValue link={dashboardLinks.deliveries()} label={label} value={rate} />}
      change={todayChange}
      changeText={todayChange === undefined ? undefined : format.points(todayChange)}
      changeLine={(change) => <Trans>{change} vs this time yesterday</Trans>}
    >
      <FigureBreakdown
        label={t`Delivery by period`}
        items={[
          {
            key: 'delivered',
            label: t`Delivered today`,
            value: format.count(delivery.today.delivered),
          },
          {
            key: 'this_month',
            label: t`This month`,
            value: format.rate(delivery.this_month.success_percent),
            change: monthChange,
            changeText: monthChange === undefined ? undefined : format.points(monthChange),
          },
        ]}
      />
    </MetricCard>
  );
}
