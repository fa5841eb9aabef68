import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';

export const Route = createFileRoute('/_user/settings/activity-logs')({
  staticData: {
    title: msg`Activity log`,
    description: msg`What happened in your account, and when.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Activity log` }],
  },
  component: PlaceholderScreen,
});
