import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { analyticsQueries, type AnalyticsDomainPerformance } from '@/api/queries/analytics';
import { DataTable } from '@/components/table/data-table';
import type { TableColumn } from '@/components/table/table-columns';
import { EmptyState } from '@/components/ui/empty-state';
import { useDateFormat } from '@/i18n/use-date-format';
import { formatMoney } from '@/lib/money';
import type { AnalyticsFilters } from '../analytics-filters';
import { domainPerformanceQueryOf } from './domain-performance-query';

type DomainRow = AnalyticsDomainPerformance['domains'][number];

const NUMBER = 'tabular-nums whitespace-nowrap';
const SECONDARY = `hidden lg:table-cell ${NUMBER}`;

function Count({ value }: { value: number }) {
  const { i18n } = useLingui();
  return <>{new Intl.NumberFormat(i18n.locale).format(value)}</>;
}

function SuccessRate({ rate }: { rate: number | null }) {
  const { i18n } = useLingui();
  if (rate === null) return <span className="text-muted-foreground">—</span>;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  return <span className={rate < 90 ? 'text-destructive' : undefined}>{percent.format(rate / 100)}</span>;
}

/**
 * When the domain's last event of the period came, in words ("Last event 5 minutes ago", counted from
 * `now`, when the figures were fetched), the exact moment in the user's zone on hover.
 */
function LastEvent({ at, now }: { at: Date | string | null; now: number }) {
  const { t } = useLingui();
  const format = useDateFormat();
  if (at === null) return <Trans>No events in this period</Trans>;
  const date = new Date(at);
  const relative = format.relative(date, now);
  return (
    <time dateTime={date.toISOString()} title={format.moment(date)}>
      {t`Last event ${relative}`}
    </time>
  );
}

/** The domain, linking to its page, with when its last event came under it. */
function DomainCell({ row, now }: { row: DomainRow; now: number }) {
  return (
    <span className="grid gap-0.5">
      <Link
        to="/domains/$domainId"
        params={{ domainId: row.domain_id }}
        className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
      >
        {row.domain_name}
      </Link>
      <span className="text-xs text-muted-foreground">
        <LastEvent at={row.last_event_at} now={now} />
      </span>
    </span>
  );
}

function useDomainColumns(now: number): readonly TableColumn<DomainRow>[] {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(
    () => [
      {
        key: 'domain_name',
        label: <Trans>Domain</Trans>,
        sortable: true,
        cell: (row) => <DomainCell row={row} now={now} />,
      },
      {
        key: 'events',
        label: <Trans>Events</Trans>,
        sortable: true,
        align: 'end',
        className: NUMBER,
        cell: (row) => <Count value={row.events} />,
      },
      {
        key: 'processed',
        label: <Trans>Processed</Trans>,
        align: 'end',
        className: SECONDARY,
        cell: (row) => <Count value={row.processed} />,
      },
      {
        key: 'failed',
        label: <Trans>Failed</Trans>,
        align: 'end',
        className: SECONDARY,
        cell: (row) => <Count value={row.failed} />,
      },
      {
        key: 'success_rate',
        label: <Trans>Success rate</Trans>,
        sortable: true,
        align: 'end',
        className: NUMBER,
        cell: (row) => <SuccessRate rate={row.success_rate} />,
      },
      {
        key: 'conversions',
        label: <Trans>Conversions</Trans>,
        align: 'end',
        className: SECONDARY,
        cell: (row) => <Count value={row.conversions} />,
      },
      {
        key: 'revenue',
        prop: 'revenue.amount',
        label: <Trans>Revenue</Trans>,
        sortable: true,
        align: 'end',
        className: NUMBER,
        cell: (row) => formatMoney(row.revenue, locale),
      },
    ],
    [locale, now],
  );
}

/**
 * GET /analytics/domain-performance as a table: each domain of the owner (or the filtered one) with its
 * events, deliveries, success rate, conversions, revenue and last event, most events first. The main
 * columns sort on the client; on a phone the domain, events, success rate and revenue stay.
 */
export function DomainPerformanceTable({ filters }: { filters: AnalyticsFilters }) {
  const { t } = useLingui();
  const headingId = useId();
  const performance = useQuery({
    ...analyticsQueries.domainPerformance(domainPerformanceQueryOf(filters)),
    placeholderData: keepPreviousData,
  });
  const columns = useDomainColumns(performance.dataUpdatedAt);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Domain performance</Trans>
      </h2>
      <DataTable
        columns={columns}
        data={performance.data?.domains ?? []}
        getRowId={(row) => row.domain_id}
        caption={t`Domain performance`}
        loading={performance.isPending}
        error={performance.isError && !performance.data}
        onRetry={() => void performance.refetch()}
        empty={<EmptyState title={<Trans>No domains yet</Trans>} />}
      />
    </section>
  );
}
