import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, CircleCheck, Banknote, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnalyticsSummary } from '@/api/queries/analytics';
import { MetricCard } from '@/components/ui/metric-card';
import { formatMoney } from '@/lib/money';
import { formatCount, formatPointsChange, formatRate } from './analytics-format';
import type { Comparison } from './analytics-search-params';

type AnalyticsMetricsProps = {
  summary: AnalyticsSummary | undefined;
  compare: Comparison;
};

/**
 * GET /analytics/summary as four cards: events, conversions, revenue (in the site's currency) and the
 * delivery success rate, each with its change against the compared period (the rate's in percentage
 * points), or without one when nothing is compared or the compared figure was zero.
 */
export function AnalyticsMetrics({ summary, compare }: AnalyticsMetricsProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const current = summary?.current;
  const change = (value: number | null | undefined) =>
    compare === 'none' || value === null || value === undefined ? undefined : value;
  const changeLine =
    compare === 'previous_year' ? (value: ReactNode) => <Trans>{value} vs previous year</Trans> : undefined;
  const rateChange = change(summary?.change.success_rate);
  const points = rateChange === undefined ? '' : formatPointsChange(rateChange, locale);

  return (
    <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        label={<Trans>Events</Trans>}
        icon={<Activity />}
        value={current ? formatCount(current.events, locale) : ''}
        change={change(summary?.change.events)}
        changeLine={changeLine}
        loading={!current}
      />
      <MetricCard
        label={<Trans>Conversions</Trans>}
        icon={<Target />}
        value={current ? formatCount(current.conversions, locale) : ''}
        change={change(summary?.change.conversions)}
        changeLine={changeLine}
        loading={!current}
      />
      <MetricCard
        label={<Trans>Revenue</Trans>}
        icon={<Banknote />}
        value={current ? formatMoney(current.revenue, locale) : ''}
        change={change(summary?.change.revenue)}
        changeLine={changeLine}
        loading={!current}
      />
      <MetricCard
        label={<Trans>Delivery success rate</Trans>}
        icon={<CircleCheck />}
        value={current ? formatRate(current.success_rate, locale) : ''}
        change={rateChange}
        changeText={t`${points} pp`}
        changeLine={changeLine}
        loading={!current}
      />
    </div>
  );
}
