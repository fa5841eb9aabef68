import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityLogScreen } from '@/features/account/activity/activity-log-screen';
import { validateActivitySearch } from '@/features/account/activity/activity-search';

export const Route = createFileRoute('/_user/settings/activity-logs')({
  validateSearch: validateActivitySearch,
  staticData: {
    title: msg`Activity log`,
    description: msg`What happened in your account, and when.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Activity log` }],
  },
  component: ActivityLogScreen,
});
