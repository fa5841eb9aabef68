import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSuccessScreen } from '@/features/billing/checkout-success-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_user/checkout/success')({
  validateSearch: stringSearch('session_id'),
  staticData: {
    title: msg`Checkout complete`,
    description: msg`Your subscription is confirmed once the payment clears.`,
  },
  component: CheckoutSuccessScreen,
});
