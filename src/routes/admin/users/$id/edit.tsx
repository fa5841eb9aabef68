import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { EditUserScreen } from '@/features/admin-users/edit/edit-user-screen';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/admin/users/$id/edit')({
  staticData: {
    permission: 'admin.users.update',
    title: msg`Edit user`,
    description: msg`The account's name, email, language and password; roles and status are changed on the user's page.`,
    breadcrumbs: [{ label: msg`Users`, to: '/admin/users' }, { label: msg`Edit user` }],
  },
  // A user who does not exist (or was deleted meanwhile) is the not-found page, not an error card.
  loader: async ({ context: { queryClient }, params }) => {
    await orNotFound(queryClient.query({ ...adminUsersQueries.detail(params.id), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: EditUserScreen,
});
