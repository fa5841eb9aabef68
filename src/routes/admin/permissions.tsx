import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminAccessQueries } from '@/api/queries/admin-access';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PermissionsScreen } from '@/features/admin-access/permissions/permissions-screen';
import { validatePermissionsSearch } from '@/features/admin-access/permissions/permissions-search';
import { permissionsQueryOfSearch } from '@/features/admin-access/permissions/permissions-query';

export const Route = createFileRoute('/admin/permissions')({
  validateSearch: validatePermissionsSearch,
  staticData: {
    permission: 'admin.permissions.view',
    title: msg`Permissions`,
    description: msg`Every permission a role can grant.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({
      ...adminAccessQueries.permissionList(permissionsQueryOfSearch(deps)),
      staleTime: 'static',
    }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PermissionsScreen,
});
