import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Banknote } from 'lucide-react';
import { adminPaymentsQueries, type AdminPayment } from '@/api/queries/admin-payments';
import { planQueries } from '@/api/queries/plans';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { PaymentFigures } from '../figures/payment-figures';
import { usePaymentColumns } from './payment-columns';
import { paymentsFilters } from './payments-filters';
import { DEFAULT_PAYMENTS_SORT, PAYMENTS_SEARCH_OPTIONS } from './payments-search';
import { paymentsQueryOf } from './payments-query';

const routeApi = getRouteApi('/admin/payments/');

const getRowId = (payment: AdminPayment) => payment.id;
const rowLabel = (payment: AdminPayment) => payment.description;

/** The currencies staff may filter by: the site's options, and any the URL chose (a dashboard link). */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'PLN'];

/**
 * /admin/payments: the revenue figures (each a link to the payments behind it) and every payment on the
 * admin panel's list pattern, search, filters, sort and page in the URL. A payment's description opens
 * its page, where it can be refunded.
 */
export function PaymentsScreen() {
  const { t, i18n } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...PAYMENTS_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminPaymentsQueries.list(paymentsQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const plans = useQuery(planQueries.list(i18n.locale)).data ?? [];
  const columns = usePaymentColumns();
  const chosen = url.state.filters.currency;
  const currencies =
    typeof chosen === 'string' && chosen && !CURRENCIES.includes(chosen)
      ? [...CURRENCIES, chosen]
      : CURRENCIES;

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <PaymentFigures />
      <AdminList
        id="admin-payments"
        caption={t`Payments`}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        url={url}
        filters={paymentsFilters(plans, currencies)}
        result={result}
        defaultSort={DEFAULT_PAYMENTS_SORT}
        countLabel={(count) => t`${plural(count, { one: '# payment', other: '# payments' })}`}
        empty={<EmptyState icon={<Banknote />} title={<Trans>No payments yet.</Trans>} />}
      />
    </main>
  );
}
