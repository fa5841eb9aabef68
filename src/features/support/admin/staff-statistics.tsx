import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { supportQueries, TICKET_STATUSES, type TicketStatus } from '@/api/queries/support';
import { MetricCard } from '@/components/ui/metric-card';
import { TICKET_STATUS_LOOKS } from '../ticket-badges';
import { formatTimeLength } from './waiting-time';

/** The status figures, each with its status's icon and words. */
function StatusFigure({
  status,
  count,
  loading,
}: {
  status: TicketStatus;
  count: number | undefined;
  loading: boolean;
}) {
  const { i18n } = useLingui();
  const look = TICKET_STATUS_LOOKS[status];
  const Icon = look.icon;
  return (
    <MetricCard
      label={i18n._(look.label)}
      value={count === undefined ? '—' : new Intl.NumberFormat(i18n.locale).format(count)}
      icon={<Icon aria-hidden />}
      loading={loading}
    />
  );
}

/**
 * Every user's tickets counted by status, and how long staff took on average to answer first. A failed
 * read shows dashes: the queue under it matters more, and the app's toast says what failed.
 */
export function StaffStatistics() {
  const { i18n, t } = useLingui();
  const statistics = useQuery(supportQueries.statistics('all'));
  const figures = statistics.data;
  const average = figures?.average_first_response_minutes;
  return (
    <section
      aria-label={t`Ticket statistics`}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5"
    >
      {TICKET_STATUSES.map((status) => (
        <StatusFigure
          key={status}
          status={status}
          count={figures?.by_status[status]}
          loading={statistics.isPending}
        />
      ))}
      <MetricCard
        label={<Trans>First reply on average</Trans>}
        value={
          average === undefined || average === null ? '—' : formatTimeLength(average * 60_000, i18n.locale)
        }
        loading={statistics.isPending}
        className="col-span-2 sm:col-span-1"
      />
    </section>
  );
}
