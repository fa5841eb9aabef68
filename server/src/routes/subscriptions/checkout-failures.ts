import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { CheckoutFailureCode } from '../../services/payments/payment-provider.ts';

/** Why a checkout failed, as `/checkout/failed` tells the payer. */
export const checkoutFailureMessages: Record<CheckoutFailureCode, MessageDescriptor> = {
  card_declined: msg`The card was declined. Try another card or ask your bank why.`,
  authentication_failed: msg`The payment was not confirmed with your bank (3-D Secure), so nothing was charged.`,
  payment_failed: msg`The payment provider refused the payment, so nothing was charged.`,
};
