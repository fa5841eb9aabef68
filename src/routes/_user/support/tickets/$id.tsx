import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { TicketScreen } from '@/features/support/detail/ticket-screen';

export const Route = createFileRoute('/_user/support/tickets/$id')({
  staticData: {
    title: msg`Support ticket`,
    description: msg`The conversation about this request.`,
    breadcrumbs: [{ label: msg`Support`, to: '/support' }, { label: msg`Support ticket` }],
  },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      await queryClient.query({ ...supportQueries.detail(id), staleTime: 'static' });
    } catch (error) {
      // Another user's ticket, or one that does not exist: the server answers 404 for both.
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TicketScreen,
});
