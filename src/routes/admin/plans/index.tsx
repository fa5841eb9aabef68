import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/plans/')({
  staticData: {
    permission: 'admin.plans.view',
    title: msg`Plans`,
    description: msg`Subscription plans and their prices.`,
  },
  component: PlaceholderScreen,
});
