import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { QueuesScreen } from '@/features/admin-queues/queues-screen';

// No validateSearch: the screen reads its filters and the open job (`?job=`) from the URL itself.
export const Route = createFileRoute('/admin/queue-monitoring')({
  staticData: {
    permission: 'admin.queue-monitoring.view',
    title: msg`Queue monitoring`,
    description: msg`Background jobs: waiting, running and failed.`,
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: QueuesScreen,
});
