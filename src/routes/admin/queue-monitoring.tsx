import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/queue-monitoring')({
  staticData: {
    permission: 'admin.queue-monitoring.view',
    title: msg`Queue monitoring`,
    description: msg`Background jobs: waiting, running and failed.`,
  },
  component: PlaceholderScreen,
});
