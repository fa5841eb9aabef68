import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Globe, Plus } from 'lucide-react';
import { userQueries } from '@/api/queries/user';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { AccountFigures } from './account-figures';
import { DashboardAlerts } from './dashboard-alerts';
import { DashboardMetrics } from './dashboard-metrics';
import { EventsChartCard } from './events-chart-card';
import { RecentActivity } from './recent-activity';
import { UsageCard } from './usage-card';

/**
 * /dashboard: how the owner's conversions are doing against the previous 30 days, and what needs
 * attention. Each section loads, fails and retries on its own, so a slow read never holds up the rest.
 */
export function DashboardScreen() {
  const dashboard = useQuery(userQueries.dashboard());
  const data = dashboard.data;

  if (data && data.stats.domains_total === 0) {
    return (
      <main className="grid content-start gap-6">
        <PageHeader />
        <DashboardAlerts alerts={data.alerts} />
        <FirstDomain />
      </main>
    );
  }
  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      {dashboard.isError ? (
        <ErrorCard onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardAlerts alerts={data?.alerts} />
      )}
      <DashboardMetrics />
      {dashboard.isError ? null : <AccountFigures stats={data?.stats} />}
      <EventsChartCard />
      {dashboard.isError ? null : <RecentActivity activity={data?.recent_activity} />}
      <UsageCard />
    </main>
  );
}

/** A new account: nothing to count until a domain sends events. */
function FirstDomain() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        icon={<Globe aria-hidden />}
        title={t`Add your first domain`}
        description={t`Connect a site and send it conversion events: their figures, deliveries and usage will show here.`}
        action={
          <Button asChild>
            <Link to="/domains/add">
              <Plus aria-hidden />
              <Trans>Add domain</Trans>
            </Link>
          </Button>
        }
      />
    </Card>
  );
}
