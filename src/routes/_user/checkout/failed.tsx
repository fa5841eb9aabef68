import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/checkout/failed')({
  staticData: {
    title: msg`Checkout not completed`,
    description: msg`The payment was cancelled or did not go through.`,
  },
  component: PlaceholderScreen,
});
