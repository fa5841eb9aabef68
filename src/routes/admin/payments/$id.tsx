import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPaymentsQueries } from '@/api/queries/admin-payments';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PaymentScreen } from '@/features/admin-payments/detail/payment-screen';
import { validatePaymentSearch } from '@/features/admin-payments/detail/payment-tabs';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/admin/payments/$id')({
  validateSearch: validatePaymentSearch,
  staticData: {
    permission: 'admin.payments.view',
    title: msg`Payment details`,
    description: msg`A payment with its invoice, domain, plan, owner, refunds and the provider's events.`,
    breadcrumbs: [{ label: msg`Payments`, to: '/admin/payments' }, { label: msg`Payment details` }],
  },
  // A payment that does not exist is the not-found page, not an error card.
  loader: async ({ context: { queryClient }, params }) => {
    await orNotFound(queryClient.query({ ...adminPaymentsQueries.detail(params.id), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PaymentScreen,
});
