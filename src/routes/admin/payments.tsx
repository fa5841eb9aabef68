import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/payments')({
  staticData: {
    permission: 'admin.payments.view',
    title: msg`Payments`,
    description: msg`Payments and refunds.`,
  },
  component: PlaceholderScreen,
});
