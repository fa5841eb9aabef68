import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { domainQueries } from '@/api/queries/domains';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { BILLING_DOMAINS_QUERY } from '@/features/billing/billing-domains';
import { BillingScreen } from '@/features/billing/billing-screen';
import { validateBillingSearch } from '@/features/billing/billing-search';

export const Route = createFileRoute('/_user/billing')({
  validateSearch: validateBillingSearch,
  staticData: {
    title: msg`Billing`,
    description: msg`Your plans, payments and invoices.`,
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.query({ ...domainQueries.list(BILLING_DOMAINS_QUERY), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: BillingScreen,
});
