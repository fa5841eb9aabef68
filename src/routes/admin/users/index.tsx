import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { UsersScreen } from '@/features/admin-users/list/users-screen';
import { validateUsersSearch } from '@/features/admin-users/list/users-search';
import { usersQueryOfSearch } from '@/features/admin-users/list/users-query';

export const Route = createFileRoute('/admin/users/')({
  validateSearch: validateUsersSearch,
  staticData: {
    permission: 'admin.users.view',
    title: msg`Users`,
    description: msg`Everyone with an account.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...adminUsersQueries.list(usersQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: UsersScreen,
});
