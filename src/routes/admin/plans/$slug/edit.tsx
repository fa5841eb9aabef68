import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/plans/$slug/edit')({
  staticData: {
    permission: 'admin.plans.update',
    title: msg`Edit plan`,
    description: msg`The plan's prices, limits and features.`,
    breadcrumbs: [{ label: msg`Plans`, to: '/admin/plans' }, { label: msg`Edit plan` }],
  },
  component: PlaceholderScreen,
});
