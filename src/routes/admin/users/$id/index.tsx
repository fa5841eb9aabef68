import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/users/$id/')({
  staticData: {
    permission: 'admin.users.view',
    title: msg`User details`,
    description: msg`The account, its domains and its activity.`,
    breadcrumbs: [{ label: msg`Users`, to: '/admin/users' }, { label: msg`User details` }],
  },
  component: PlaceholderScreen,
});
