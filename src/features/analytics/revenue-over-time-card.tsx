import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { Suspense, useId, useMemo } from 'react';
import { analyticsQueries } from '@/api/queries/analytics';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { resolveTimeZone } from '@/i18n/date-format';
import { formatMoney } from '@/lib/money';
import { currencyDigits } from '@/lib/money-units';
import { BUCKET_AXIS_FORMATS, BUCKET_DATE_FORMATS } from './analytics-format';
import type { AnalyticsView } from './analytics-search';
import { useComparisonLabel } from './comparison-label';
import { LazyChart } from './lazy-chart';
import { isAllZero, revenueSeries } from './over-time-series';

const CHART_HEIGHT = 240;

type RevenueOverTimeCardProps = {
  view: AnalyticsView;
  onCurrencyChange: (currency: string) => void;
};

/**
 * GET /analytics/revenue-over-time: one currency's revenue per bucket (the site's unless another is
 * chosen) with the compared period's, and a switch between the period's currencies when it saw several.
 * Currencies are never added together.
 */
export function RevenueOverTimeCard({ view, onCurrencyChange }: RevenueOverTimeCardProps) {
  const { i18n, t } = useLingui();
  const switchId = useId();
  const previousLabel = useComparisonLabel(view.compare);
  const query = useQuery({
    ...analyticsQueries.revenueOverTime({
      ...view.filters,
      interval: view.interval,
      compare: view.compare,
      ...(view.currency ? { currency: view.currency } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const currency = data?.currency;
  // Amounts without the currency's sign: a compact "69 tys. USD" does not fit beside the axis on a phone,
  // so the currency is named once, in the series' name.
  const valueFormat = useMemo<Intl.NumberFormatOptions | undefined>(
    () =>
      currency ? { minimumFractionDigits: 0, maximumFractionDigits: currencyDigits(currency) } : undefined,
    [currency],
  );
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} />;
  const series = data
    ? revenueSeries(data, {
        current: t`Revenue (${data.currency})`,
        previous: `${previousLabel} (${data.currency})`,
      })
    : [];
  const currencies = data ? [...new Set([data.currency, ...data.currencies])].sort() : [];

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            <h2>
              <Trans>Revenue over time</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            {data ? (
              <Trans>Total: {formatMoney(data.total, i18n.locale)}</Trans>
            ) : (
              <Skeleton className="h-4 w-24" />
            )}
          </CardDescription>
        </div>
        {currencies.length > 1 ? (
          <div role="group" aria-labelledby={switchId} className="flex flex-wrap items-center gap-1">
            <span id={switchId} className="mr-1 text-sm text-muted-foreground">
              <Trans>Currency</Trans>
            </span>
            {currencies.map((code) => (
              <Button
                key={code}
                size="sm"
                aria-pressed={code === currency}
                variant={code === currency ? 'secondary' : 'ghost'}
                onClick={() => onCurrencyChange(code)}
              >
                {code}
              </Button>
            ))}
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />
        ) : isAllZero(series) ? (
          <EmptyState
            icon={<Banknote />}
            style={{ minHeight: CHART_HEIGHT }}
            title={<Trans>No revenue in this period</Trans>}
            description={<Trans>Events that carry a value in {data.currency} show here.</Trans>}
          />
        ) : (
          <Suspense fallback={<Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />}>
            <LazyChart
              kind="area"
              height={CHART_HEIGHT}
              title={t`Revenue over time (${data.currency})`}
              series={series}
              valueFormat={valueFormat}
              dateFormat={BUCKET_DATE_FORMATS[data.interval]}
              axisDateFormat={BUCKET_AXIS_FORMATS[data.interval]}
              timeZone={resolveTimeZone(data.timezone)}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
