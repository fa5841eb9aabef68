import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/permissions')({
  staticData: {
    permission: 'admin.permissions.view',
    title: msg`Permissions`,
    description: msg`Every permission a role can grant.`,
  },
  component: PlaceholderScreen,
});
