import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { isApiError } from '@/api/api-error';
import { adminDashboardQueries, type AdminDashboard } from '@/api/queries/admin-dashboard';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { AttentionStrip } from './attention-strip';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DataAsOf } from './data-as-of';
import { PlatformFigures } from './platform-figures';
import { RecentSignups } from './recent-signups';

/** The server keeps the figures up to a minute: asking more often would only return the same ones. */
const REFRESH_EVERY_MS = 60_000;

/**
 * /admin/dashboard: what needs attention on the platform, its figures with their trends (each leading
 * to the list behind it) and the newest accounts, as far as the caller's permissions open them, with
 * the time the figures were computed. Refreshed every minute while open, and on demand.
 */
export function AdminDashboardScreen() {
  const dashboard = useQuery({ ...adminDashboardQueries.dashboard(), refetchInterval: REFRESH_EVERY_MS });
  const { data } = dashboard;
  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          data ? (
            <DataAsOf
              generatedAt={data.generated_at}
              refreshing={dashboard.isFetching}
              failed={dashboard.isRefetchError}
              onRefresh={() => void dashboard.refetch()}
            />
          ) : null
        }
      />
      {data ? (
        <DashboardSections dashboard={data} />
      ) : dashboard.isError ? (
        <ErrorCard
          message={
            isApiError(dashboard.error) && dashboard.error.message ? dashboard.error.message : undefined
          }
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </main>
  );
}

/** Every section the answer holds; a page that says so when the caller's permissions open none. */
function DashboardSections({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useLingui();
  const { attention, recent_signups: signups } = dashboard;
  const sections = [
    dashboard.users,
    dashboard.new_users,
    dashboard.domains,
    dashboard.events,
    dashboard.delivery,
    dashboard.revenue_this_month,
    dashboard.revenue_by_currency,
    dashboard.open_tickets,
    attention?.stuck_tracking_domains,
    attention?.failing_destinations,
    attention?.waiting_tickets,
    signups,
  ];
  if (dashboard.alerts.length === 0 && sections.every((section) => section === undefined)) {
    return (
      <Card>
        <EmptyState
          icon={<EyeOff aria-hidden />}
          title={t`No figures for your role`}
          description={t`Your permissions open none of the lists the dashboard sums up. An administrator can grant them in Roles.`}
        />
      </Card>
    );
  }
  return (
    <>
      <AttentionStrip attention={attention} alerts={dashboard.alerts} />
      <PlatformFigures dashboard={dashboard} />
      {signups ? <RecentSignups signups={signups} /> : null}
    </>
  );
}
