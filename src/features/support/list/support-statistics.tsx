import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { supportQueries, TICKET_STATUSES } from '@/api/queries/support';
import { ErrorCard } from '@/components/ui/error-card';
import { MetricCard } from '@/components/ui/metric-card';
import { formatTimeLength } from '../admin/waiting-time';
import { TICKET_STATUS_LOOKS } from '../ticket-badges';

/**
 * The user's tickets counted by status (open, awaiting support, answered, closed) and how long support
 * took on average to answer first, as the dashboard's metric cards.
 */
export function SupportStatistics() {
  const { i18n, t } = useLingui();
  const statistics = useQuery(supportQueries.statistics('own'));
  if (statistics.isError) return <ErrorCard onRetry={() => void statistics.refetch()} />;

  const figures = statistics.data;
  const loading = !figures;
  const number = new Intl.NumberFormat(i18n.locale);
  const average = figures?.average_first_response_minutes ?? null;
  return (
    <section
      aria-label={t`Your tickets in figures`}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5"
    >
      {TICKET_STATUSES.map((status) => {
        const look = TICKET_STATUS_LOOKS[status];
        const Icon = look.icon;
        return (
          <MetricCard
            key={status}
            label={i18n._(look.label)}
            icon={<Icon aria-hidden />}
            value={figures ? number.format(figures.by_status[status]) : ''}
            loading={loading}
          />
        );
      })}
      <MetricCard
        label={<Trans>Average first response</Trans>}
        icon={<Timer aria-hidden />}
        value={average === null ? '—' : formatTimeLength(average * 60_000, i18n.locale)}
        loading={loading}
        className="col-span-2 sm:col-span-1"
      />
    </section>
  );
}
