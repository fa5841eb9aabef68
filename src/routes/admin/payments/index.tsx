import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPaymentsQueries } from '@/api/queries/admin-payments';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PaymentsScreen } from '@/features/admin-payments/list/payments-screen';
import { validatePaymentsSearch } from '@/features/admin-payments/list/payments-search';
import { paymentsQueryOfSearch } from '@/features/admin-payments/list/payments-query';

export const Route = createFileRoute('/admin/payments/')({
  validateSearch: validatePaymentsSearch,
  staticData: {
    permission: 'admin.payments.view',
    title: msg`Payments`,
    description: msg`Payments and refunds.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...adminPaymentsQueries.list(paymentsQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PaymentsScreen,
});
