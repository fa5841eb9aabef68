import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { UserScreen } from '@/features/admin-users/detail/user-screen';
import { validateUserSearch } from '@/features/admin-users/detail/user-tabs';

export const Route = createFileRoute('/admin/users/$id/')({
  validateSearch: validateUserSearch,
  staticData: {
    permission: 'admin.users.view',
    title: msg`User details`,
    description: msg`The account, its domains and its activity.`,
    breadcrumbs: [{ label: msg`Users`, to: '/admin/users' }, { label: msg`User details` }],
  },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.query({ ...adminUsersQueries.overview(params.id), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: UserScreen,
});
