import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/roles')({
  staticData: {
    permission: 'admin.roles.view',
    title: msg`Roles`,
    description: msg`Roles and the permissions they grant.`,
  },
  component: PlaceholderScreen,
});
