import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { UserScreen } from '@/features/admin-users/detail/user-screen';
import { validateUserSearch } from '@/features/admin-users/detail/user-tabs';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/admin/users/$id/')({
  validateSearch: validateUserSearch,
  staticData: {
    permission: 'admin.users.view',
    title: msg`User details`,
    description: msg`The account, its domains and its activity.`,
    breadcrumbs: [{ label: msg`Users`, to: '/admin/users' }, { label: msg`User details` }],
  },
  // A user who does not exist (or was deleted meanwhile) is the not-found page, not an error card.
  loader: async ({ context: { queryClient }, params }) => {
    await orNotFound(queryClient.query({ ...adminUsersQueries.overview(params.id), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: UserScreen,
});
