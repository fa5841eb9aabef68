import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Activity, CircleCheck, Banknote, Target } from 'lucide-react';
import { analyticsQueries } from '@/api/queries/analytics';
import { ErrorCard } from '@/components/ui/error-card';
import { MetricCard } from '@/components/ui/metric-card';
import { formatMoney } from '@/lib/money';
import { SUMMARY_QUERY } from './dashboard-queries';

/**
 * The last 30 days' four key figures (GET /analytics/summary), each with its change against the 30 days
 * before; the success rate's change is in percentage points.
 */
export function DashboardMetrics() {
  const { t, i18n } = useLingui();
  const summary = useQuery(analyticsQueries.summary(SUMMARY_QUERY));
  if (summary.isError) return <ErrorCard onRetry={() => void summary.refetch()} />;

  const data = summary.data;
  const loading = !data;
  const number = new Intl.NumberFormat(i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  // A change is null when the previous period had nothing to compare with: no trend is drawn then.
  const change = (value: number | null | undefined) => value ?? undefined;
  const rate = data?.current.success_rate ?? null;
  const rateChange = data?.change.success_rate;
  const points = new Intl.NumberFormat(i18n.locale, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(rateChange ?? 0);

  return (
    <section
      aria-label={t`The last 30 days`}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <MetricCard
        label={t`Events, last 30 days`}
        icon={<Activity aria-hidden />}
        value={data ? number.format(data.current.events) : ''}
        change={change(data?.change.events)}
        loading={loading}
      />
      <MetricCard
        label={t`Conversions`}
        icon={<Target aria-hidden />}
        value={data ? number.format(data.current.conversions) : ''}
        change={change(data?.change.conversions)}
        loading={loading}
      />
      <MetricCard
        label={t`Revenue`}
        icon={<Banknote aria-hidden />}
        value={data ? formatMoney(data.current.revenue, i18n.locale) : ''}
        change={change(data?.change.revenue)}
        loading={loading}
      />
      <MetricCard
        label={t`Delivery success`}
        icon={<CircleCheck aria-hidden />}
        value={rate === null ? '—' : percent.format(rate / 100)}
        change={change(rateChange)}
        changeText={t`${points} pp`}
        loading={loading}
      />
    </section>
  );
}
