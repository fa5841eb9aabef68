import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { CheckoutSessionState } from '@/api/queries/subscriptions';
import { PageHeader } from '@/components/page/page-header';

const HEADINGS = {
  confirming: {
    title: msg`Confirming your payment`,
    description: msg`Your plan changes as soon as the payment provider confirms the payment.`,
  },
  complete: {
    title: msg`Checkout complete`,
    description: msg`The payment is confirmed and the new plan is in force.`,
  },
  notCompleted: {
    title: msg`Checkout not completed`,
    description: msg`The payment was cancelled or did not go through.`,
  },
} satisfies Record<string, { title: MessageDescriptor; description: MessageDescriptor }>;

type CheckoutHeading = keyof typeof HEADINGS;

/** The success screen's heading for a checkout's status: confirming until the provider says, then its outcome. */
export function successHeading(status: CheckoutSessionState['status'] | undefined): CheckoutHeading {
  if (status === 'completed') return 'complete';
  return status === 'failed' || status === 'expired' ? 'notCompleted' : 'confirming';
}

/**
 * The page heading of the checkout outcome screens, following where the checkout stands: it never says
 * one thing ("will be confirmed") above a card that says another ("Payment confirmed").
 */
export function CheckoutHeader({ heading }: { heading: CheckoutHeading }) {
  const { i18n } = useLingui();
  const { title, description } = HEADINGS[heading];
  return <PageHeader title={i18n._(title)} description={i18n._(description)} />;
}
