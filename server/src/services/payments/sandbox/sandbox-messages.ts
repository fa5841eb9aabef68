import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { CardProblem } from './sandbox-cards.ts';

/** The words of the sandbox's hosted pages, in the payer's language. */
export const sandboxMessages = {
  checkoutTitle: msg`Sandbox checkout`,
  sandboxNotice: msg`This is a sandbox: no money is taken. Pay with one of the test cards below.`,
  sandboxShortNotice: msg`This is a sandbox: no money is taken.`,
  heading: msg({ message: 'Subscribe {domain} to {plan}' }),
  summary: msg`What you are buying`,
  domain: msg({ message: 'Domain', context: 'sandbox checkout' }),
  plan: msg({ message: 'Plan', context: 'sandbox checkout' }),
  price: msg({ message: 'Price', context: 'sandbox checkout' }),
  perMonth: msg({ message: '{price} per month' }),
  perYear: msg({ message: '{price} per year' }),
  dueToday: msg`Due today`,
  planChangeNote: msg`A plan change: due today is the price difference for the rest of the current period.`,
  cardDetails: msg`Card details`,
  cardNumber: msg`Card number`,
  expiry: msg`Expiry date (MM/YY)`,
  cvc: msg({ message: 'CVC', context: 'card security code' }),
  pay: msg({ message: 'Pay {amount}' }),
  cancel: msg`Cancel and go back`,
  checkErrors: msg`Check the card details below.`,
  testCards: msg`Test cards`,
  testCardsHint: msg`Any future expiry date and any three-digit CVC will do.`,
  cardPays: msg`pays`,
  cardDeclined: msg`is declined`,
  cardAuthenticates: msg`asks for a second step`,
  notFound: msg`This checkout does not exist.`,
  closedTitle: msg`This checkout is closed`,
  closedCompleted: msg`This checkout has already been paid.`,
  closedFailed: msg`The payment of this checkout was refused.`,
  closedExpired: msg`This checkout has expired: start a new one from the dashboard.`,
  backToDashboard: msg`Back to the dashboard`,
  notConfirmed: msg`The payment could not be confirmed. Please try again in a moment.`,
  authTitle: msg`Confirm the payment`,
  authText: msg({
    message:
      'Your bank asks you to confirm this payment of {amount}. In the sandbox, this step stands in for 3-D Secure.',
  }),
  authComplete: msg({ message: 'Complete', context: 'sandbox authentication' }),
  authFail: msg({ message: 'Fail', context: 'sandbox authentication' }),
  portalTitle: msg`Billing portal`,
  portalCard: msg`Card on file`,
  portalCardText: msg({ message: '{brand} ending in {last4}' }),
  portalNoCard: msg`No card on file yet.`,
  portalBack: msg`Back to Tracklane`,
  portalInvalid: msg`This billing portal link has expired or is not valid: open the portal again from the dashboard.`,
};

/** What the page says under a field the sandbox refused. */
export const cardProblemMessages: Record<CardProblem, MessageDescriptor> = {
  unknownNumber: msg`This is not a sandbox test card: use one of the test cards listed below.`,
  badExpiry: msg`Enter the expiry date as MM/YY.`,
  expired: msg`This card has expired.`,
  badCvc: msg`Enter the three-digit CVC.`,
};
