import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { StaffTicketScreen } from '@/features/support/admin/staff-ticket-screen';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/admin/support/tickets/$id')({
  staticData: {
    permission: 'admin.support.view',
    title: msg`Support ticket`,
    description: msg`The conversation with the user.`,
    breadcrumbs: [{ label: msg`Support tickets`, to: '/admin/support' }, { label: msg`Support ticket` }],
  },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await orNotFound(queryClient.query({ ...supportQueries.detail(id), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: StaffTicketScreen,
});
