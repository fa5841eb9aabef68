import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { activityQueries } from '@/api/queries/auth-activity';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { ActivityLogScreen } from '@/features/account/activity/activity-log-screen';
import { validateActivitySearch } from '@/features/account/activity/activity-search';
import { activityQueryOfSearch } from '@/features/account/activity/activity-query';

export const Route = createFileRoute('/_user/settings/activity-logs')({
  validateSearch: validateActivitySearch,
  staticData: {
    title: msg`Activity log`,
    description: msg`What happened in your account, and when.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Activity log` }],
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...activityQueries.page(activityQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: ActivityLogScreen,
});
