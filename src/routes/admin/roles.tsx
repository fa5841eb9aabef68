import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminAccessQueries } from '@/api/queries/admin-access';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { RolesScreen } from '@/features/admin-access/roles/roles-screen';

export const Route = createFileRoute('/admin/roles')({
  staticData: {
    permission: 'admin.roles.view',
    title: msg`Roles`,
    description: msg`Roles and the permissions they grant.`,
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...adminAccessQueries.roles(), staleTime: 'static' }),
      queryClient.query({ ...adminAccessQueries.everyPermission(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: RolesScreen,
});
