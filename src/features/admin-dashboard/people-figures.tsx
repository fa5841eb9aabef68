import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus, Users } from 'lucide-react';
import type { AdminDashboard, AdminDashboardTrends } from '@/api/queries/admin-dashboard';
import { MetricCard } from '@/components/ui/metric-card';
import { dashboardLinks } from './dashboard-links';
import { percentChange } from './dashboard-trends';
import { FigureBreakdown } from './figure-breakdown';
import { FigureValue } from './figure-link';
import { useFigureFormat } from './use-figure-format';

type UsersFigures = NonNullable<AdminDashboard['users']>;
type NewUsersFigures = NonNullable<AdminDashboard['new_users']>;

/** Every account, against a month ago, and by status: each status opens the users list filtered to it. */
export function UsersFigure({
  users,
  previous,
}: {
  users: UsersFigures;
  previous: AdminDashboardTrends['users'];
}) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const label = t`Users`;
  const total = format.count(users.total);
  return (
    <MetricCard
      label={label}
      icon={<Users aria-hidden />}
      value={<FigureValue link={dashboardLinks.users()} label={label} value={total} />}
      change={percentChange(users.total, previous?.total)}
      changeLine={(change) => <Trans>{change} vs a month ago</Trans>}
    >
      <FigureBreakdown
        label={t`Users by status`}
        items={[
          {
            key: 'active',
            label: t({ message: 'Active', context: 'users by status' }),
            value: format.count(users.active),
            link: dashboardLinks.users('active'),
          },
          {
            key: 'pending',
            label: t({ message: 'Pending', context: 'users by status' }),
            value: format.count(users.pending),
            link: dashboardLinks.users('pending'),
          },
          {
            key: 'suspended',
            label: t({ message: 'Suspended', context: 'users by status' }),
            value: format.count(users.suspended),
            link: dashboardLinks.users('suspended'),
          },
          {
            key: 'admins',
            label: t`Administrators`,
            value: format.count(users.admins),
            link: dashboardLinks.admins(),
          },
        ]}
      />
    </MetricCard>
  );
}

/** Accounts created this month against the same days of last month, with today's and this week's. */
export function NewUsersFigure({
  newUsers,
  previous,
}: {
  newUsers: NewUsersFigures;
  previous: AdminDashboardTrends['new_users'];
}) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const label = t`New accounts this month`;
  const thisMonth = format.count(newUsers.this_month);
  return (
    <MetricCard
      label={label}
      icon={<UserPlus aria-hidden />}
      value={<FigureValue link={dashboardLinks.newUsers()} label={label} value={thisMonth} />}
      change={percentChange(newUsers.this_month, previous?.this_month)}
      changeLine={(change) => <Trans>{change} vs the same days last month</Trans>}
    >
      <FigureBreakdown
        label={t`New accounts by period`}
        items={[
          {
            key: 'today',
            label: t`Today`,
            value: format.count(newUsers.today),
            change: percentChange(newUsers.today, previous?.today),
          },
          {
            key: 'this_week',
            label: t`This week`,
            value: format.count(newUsers.this_week),
            change: percentChange(newUsers.this_week, previous?.this_week),
          },
        ]}
      />
    </MetricCard>
  );
}
