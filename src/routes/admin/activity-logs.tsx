import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/activity-logs')({
  staticData: {
    permission: 'admin.logs.view',
    title: msg`Activity logs`,
    description: msg`What users and staff did, and when.`,
  },
  component: PlaceholderScreen,
});
