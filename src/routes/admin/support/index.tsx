import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/support/')({
  staticData: {
    permission: 'admin.support.view',
    title: msg`Support tickets`,
    description: msg`Tickets from every user.`,
  },
  component: PlaceholderScreen,
});
