import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminActivityQueries } from '@/api/queries/admin-activity';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { ActivityLogScreen } from '@/features/admin-activity/activity-log-screen';
import { validateActivitySearch } from '@/features/admin-activity/activity-search';
import { activityQueryOfSearch } from '@/features/admin-activity/activity-query';

export const Route = createFileRoute('/admin/activity-logs')({
  validateSearch: validateActivitySearch,
  staticData: {
    permission: 'admin.logs.view',
    title: msg`Activity logs`,
    description: msg`What users and staff did, and when.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...adminActivityQueries.list(activityQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: ActivityLogScreen,
});
