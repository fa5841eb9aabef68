import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SystemScreen } from '@/features/admin-system/system-screen';

export const Route = createFileRoute('/admin/system')({
  staticData: {
    permission: 'admin.system.view',
    title: msg`System status`,
    description: msg`Health, performance and logs of the server.`,
  },
  // No loader and no validateSearch: the screen reads its tab and each tab its own data and URL state.
  component: SystemScreen,
});
