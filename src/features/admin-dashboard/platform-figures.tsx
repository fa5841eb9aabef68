import { useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import type { AdminDashboard } from '@/api/queries/admin-dashboard';
import { MetricCard } from '@/components/ui/metric-card';
import { dashboardLinks } from './dashboard-links';
import { FigureValue } from './figure-link';
import { NewUsersFigure, UsersFigure } from './people-figures';
import { RevenueFigure } from './revenue-figure';
import { DeliveryFigure, DomainsFigure, EventsFigure } from './traffic-figures';
import { useFigureFormat } from './use-figure-format';

/**
 * The platform's figures, each with its trend and leading to the list behind it. A section the caller's
 * permissions do not open is absent from the answer, and so from the page.
 */
export function PlatformFigures({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useLingui();
  const { trends } = dashboard;
  const revenue =
    dashboard.revenue_by_currency && dashboard.revenue_by_currency.length > 0
      ? dashboard.revenue_by_currency
      : dashboard.revenue_this_month && [dashboard.revenue_this_month];
  return (
    <section
      aria-label={t`Platform figures`}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {dashboard.users ? <UsersFigure users={dashboard.users} previous={trends?.users} /> : null}
      {dashboard.new_users ? (
        <NewUsersFigure newUsers={dashboard.new_users} previous={trends?.new_users} />
      ) : null}
      {dashboard.domains ? <DomainsFigure domains={dashboard.domains} previous={trends?.domains} /> : null}
      {dashboard.open_tickets === undefined ? null : <OpenTicketsFigure count={dashboard.open_tickets} />}
      {dashboard.events ? (
        <>
          <EventsFigure period="today" events={dashboard.events} previous={trends?.events} />
          <EventsFigure period="this_month" events={dashboard.events} previous={trends?.events} />
        </>
      ) : null}
      {dashboard.delivery ? (
        <DeliveryFigure delivery={dashboard.delivery} previous={trends?.delivery} />
      ) : null}
      {revenue ? <RevenueFigure revenue={revenue} previous={trends?.revenue_by_currency} /> : null}
    </section>
  );
}

/** Support tickets not yet closed, opening the support queue on them (their past counts are not kept). */
function OpenTicketsFigure({ count }: { count: number }) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const label = t`Open tickets`;
  const value = format.count(count);
  return (
    <MetricCard
      label={label}
      icon={<LifeBuoy aria-hidden />}
      value={<FigureValue link={dashboardLinks.openTickets()} label={label} value={value} />}
    />
  );
}
