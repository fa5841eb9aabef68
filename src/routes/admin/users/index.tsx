import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/users/')({
  staticData: {
    permission: 'admin.users.view',
    title: msg`Users`,
    description: msg`Everyone with an account.`,
  },
  component: PlaceholderScreen,
});
