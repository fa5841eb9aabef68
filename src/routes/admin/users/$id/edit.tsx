import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/users/$id/edit')({
  staticData: {
    permission: 'admin.users.update',
    title: msg`Edit user`,
    description: msg`Change the account's details, roles and status.`,
    breadcrumbs: [{ label: msg`Users`, to: '/admin/users' }, { label: msg`Edit user` }],
  },
  component: PlaceholderScreen,
});
