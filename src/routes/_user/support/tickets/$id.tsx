import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { TicketScreen } from '@/features/support/detail/ticket-screen';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/_user/support/tickets/$id')({
  staticData: {
    title: msg`Support ticket`,
    description: msg`The conversation about this request.`,
    breadcrumbs: [{ label: msg`Support`, to: '/support' }, { label: msg`Support ticket` }],
  },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await orNotFound(queryClient.query({ ...supportQueries.detail(id), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TicketScreen,
});
