import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/system')({
  staticData: {
    permission: 'admin.system.view',
    title: msg`System status`,
    description: msg`Health, performance and logs of the server.`,
  },
  component: PlaceholderScreen,
});
