import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/features')({
  staticData: {
    permission: 'admin.features.view',
    title: msg`Features`,
    description: msg`Features that can be switched on per plan.`,
  },
  component: PlaceholderScreen,
});
