import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { StaffTicketScreen } from '@/features/support/admin/staff-ticket-screen';

export const Route = createFileRoute('/admin/support/tickets/$id')({
  staticData: {
    permission: 'admin.support.view',
    title: msg`Support ticket`,
    description: msg`The conversation with the user.`,
    breadcrumbs: [{ label: msg`Support tickets`, to: '/admin/support' }, { label: msg`Support ticket` }],
  },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      await queryClient.query({ ...supportQueries.detail(id), staleTime: 'static' });
    } catch (error) {
      // A ticket that does not exist (or no longer does): the not-found page rather than an error card.
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: StaffTicketScreen,
});
