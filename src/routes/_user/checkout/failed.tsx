import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutFailedScreen } from '@/features/billing/checkout-failed-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_user/checkout/failed')({
  validateSearch: stringSearch('session_id'),
  staticData: {
    title: msg`Checkout not completed`,
    description: msg`The payment was cancelled or did not go through.`,
  },
  component: CheckoutFailedScreen,
});
