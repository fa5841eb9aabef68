import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSuccessScreen } from '@/features/billing/checkout-success-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_user/checkout/success')({
  validateSearch: stringSearch('session_id'),
  staticData: {
    // Neutral: the screen's heading follows the checkout (confirming, complete, not completed).
    title: msg`Your payment`,
    description: msg`What you bought, and whether the payment is confirmed.`,
  },
  component: CheckoutSuccessScreen,
});
