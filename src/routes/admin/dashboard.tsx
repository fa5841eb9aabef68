import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/dashboard')({
  staticData: {
    permission: 'admin.dashboard.view',
    title: msg`Admin dashboard`,
    description: msg`The state of the platform at a glance.`,
  },
  component: PlaceholderScreen,
});
