import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { adminPaymentsQueries, type AdminRevenueSeries } from '@/api/queries/admin-payments';
import { Chart } from '@/components/charts/chart';
import type { ChartSeries } from '@/components/charts/chart-data';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import {
  bucketEnd,
  figureSearch,
  recurringSearch,
  type FigureKey,
  type PaymentsSearch,
} from './payment-figure-links';
import { PAYMENT_PERIODS, periodDates, type PaymentPeriod } from './payment-period';

const PERIOD_LABELS: Record<PaymentPeriod, MessageDescriptor> = {
  days: msg`Last 30 days, by day`,
  weeks: msg`Last 12 weeks, by week`,
  months: msg`Last 12 months, by month`,
};

/** A figure leading to the payments behind it. */
function Figure({ label, value, search }: { label: string; value: string; search: PaymentsSearch }) {
  return (
    <div className="grid min-w-0 content-between gap-1 rounded-lg border bg-card p-3 sm:p-4">
      <span className="text-sm text-muted-foreground">{label}</span>
      <Link
        to="/admin/payments"
        search={search}
        aria-label={`${label}: ${value}`}
        className="text-lg font-semibold break-words text-primary tabular-nums underline-offset-4 hover:underline sm:text-xl"
      >
        {value}
      </Link>
    </div>
  );
}

/** Minor units as the chart's numbers (major units), so its axis and tooltip read as money. */
function moneySeries(
  series: AdminRevenueSeries,
  labels: { revenue: string; refunded: string },
): ChartSeries[] {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: series.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const point = (date: string, amount: number) => ({
    x: new Date(`${date}T00:00:00Z`),
    y: amount / 10 ** digits,
  });
  return [
    {
      key: 'revenue',
      label: labels.revenue,
      data: series.buckets.map((bucket) => point(bucket.date, bucket.revenue)),
    },
    {
      key: 'refunded',
      label: labels.refunded,
      data: series.buckets.map((bucket) => point(bucket.date, bucket.refunded)),
    },
  ];
}

/**
 * The payments' figures above the list: for a period and one currency at a time (never added up across
 * currencies) the revenue and refunds per bucket as a chart, and revenue, refunds, new and churned
 * subscriptions, failed payments and the monthly recurring revenue now, each a link to the payments
 * behind it (the list filtered as the server counted the figure).
 */
export function PaymentFigures({ today = new Date() }: { today?: Date }) {
  const { t, i18n } = useLingui();
  const periodId = useId();
  const currencyId = useId();
  const [period, setPeriod] = useState<PaymentPeriod>('days');
  const [chosenCurrency, setCurrency] = useState<string | undefined>(undefined);
  const dates = periodDates(period, today);
  const { interval } = PAYMENT_PERIODS[period];
  const analytics = useQuery({
    ...adminPaymentsQueries.analytics({
      ...dates,
      interval,
      ...(chosenCurrency ? { currency: chosenCurrency } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const data = analytics.data;
  const currency = chosenCurrency ?? data?.currency;
  const series = data?.series?.find((entry) => entry.currency === currency);
  const money = (amount: number) => formatMoney({ amount, currency: currency ?? 'USD' }, i18n.locale);
  const link = (key: FigureKey) => figureSearch(key, currency ?? '', dates.start_date, dates.end_date);
  const mrr = data?.mrr?.find((entry) => entry.currency === currency)?.amount ?? 0;
  const labels = { revenue: t`Revenue`, refunded: t`Refunded` };
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);

  return (
    <section aria-labelledby={`${periodId}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${periodId}-title`} className="text-lg font-semibold">
          <Trans>Revenue</Trans>
        </h2>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1">
            <Label htmlFor={periodId}>
              <Trans>Period</Trans>
            </Label>
            <Select value={period} onValueChange={(next) => setPeriod(next as PaymentPeriod)}>
              <SelectTrigger id={periodId} className="w-full min-w-0 sm:w-60">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(PAYMENT_PERIODS) as PaymentPeriod[]).map((key) => (
                  <SelectItem key={key} value={key}>
                    {i18n._(PERIOD_LABELS[key])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={currencyId}>
              <Trans>Currency of the figures</Trans>
            </Label>
            <Select value={currency ?? ''} onValueChange={setCurrency}>
              <SelectTrigger id={currencyId} className="w-full min-w-0 sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(data?.series ?? []).map((entry) => (
                  <SelectItem key={entry.currency} value={entry.currency}>
                    {entry.currency}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>
      {series && currency ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
            <Figure label={t`Revenue`} value={money(series.totals.revenue)} search={link('revenue')} />
            <Figure label={t`Refunded`} value={money(series.totals.refunded)} search={link('refunded')} />
            <Figure
              label={t`Monthly recurring revenue`}
              value={money(mrr)}
              search={recurringSearch(currency)}
            />
            <Figure
              label={t`New subscriptions`}
              value={count(series.totals.new_count)}
              search={link('new')}
            />
            <Figure
              label={t`Churned subscriptions`}
              value={count(series.totals.churned_count)}
              search={link('churned')}
            />
            <Figure
              label={t`Failed payments`}
              value={count(series.totals.failed_count)}
              search={link('failed')}
            />
          </div>
          <Chart
            kind="bar"
            title={t`Revenue and refunds in ${currency}`}
            series={moneySeries(series, labels)}
            timeZone="UTC"
            valueFormat={{ style: 'currency', currency }}
            {...(interval === 'month' ? { axisDateFormat: { month: 'short', year: '2-digit' } } : {})}
          />
          <BucketLinks series={series} interval={interval} end={dates.end_date} money={money} />
        </>
      ) : (
        <Skeleton className="h-72 w-full" />
      )}
    </section>
  );
}

/** Each bucket's revenue as a link to the payments paid in it, for reading the chart's bars one by one. */
function BucketLinks({
  series,
  interval,
  end,
  money,
}: {
  series: AdminRevenueSeries;
  interval: 'day' | 'week' | 'month';
  end: string;
  money: (amount: number) => string;
}) {
  const { t, i18n } = useLingui();
  const titles = { day: t`Paid per day`, week: t`Paid per week`, month: t`Paid per month` };
  const format = new Intl.DateTimeFormat(i18n.locale, {
    timeZone: 'UTC',
    ...(interval === 'month' ? { month: 'long', year: 'numeric' } : { day: 'numeric', month: 'short' }),
  });
  const paid = series.buckets.filter((bucket) => bucket.revenue > 0 || bucket.refunded > 0);
  if (paid.length === 0) return null;
  return (
    <details className="rounded-lg border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{titles[interval]}</summary>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {paid.map((bucket) => {
          const last = bucketEnd(bucket.date, interval, end);
          const when = format.format(new Date(`${bucket.date}T00:00:00Z`));
          return (
            <li key={bucket.date} className="flex flex-wrap justify-between gap-2">
              <span>{when}</span>
              <Link
                to="/admin/payments"
                search={figureSearch('revenue', series.currency, bucket.date, last)}
                className="tabular-nums underline-offset-4 hover:underline"
              >
                {money(bucket.revenue)}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
