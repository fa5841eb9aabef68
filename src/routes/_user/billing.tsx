import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/billing')({
  staticData: {
    title: msg`Billing`,
    description: msg`Your plans, payments and invoices.`,
  },
  component: PlaceholderScreen,
});
