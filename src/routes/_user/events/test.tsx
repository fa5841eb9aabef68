import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { domainQueries } from '@/api/queries/domains';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { TestEventScreen } from '@/features/events/test/test-event-screen';

export const Route = createFileRoute('/_user/events/test')({
  staticData: {
    title: msg`Test events`,
    description: msg`Send a test event and see how it arrives.`,
    breadcrumbs: [{ label: msg`Events`, to: '/events' }, { label: msg`Test events` }],
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.query({ ...domainQueries.choices(), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TestEventScreen,
});
