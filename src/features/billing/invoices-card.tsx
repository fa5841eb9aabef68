import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { subscriptionQueries, type Invoice } from '@/api/queries/subscriptions';
import { AdminList } from '@/components/admin-list/admin-list';
import { listQueryOf } from '@/components/table/list-query';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { INVOICE_SEARCH_OPTIONS } from './billing-search';
import { useInvoiceColumns } from './invoice-columns';
import { useInvoiceDownload } from './use-invoice-download';

const routeApi = getRouteApi('/_user/billing');

const getRowId = (invoice: Invoice) => invoice.id;

/**
 * The invoices of all the owner's domains, newest first, each downloadable as a PDF: the dashboard's list
 * pattern inside the billing screen, without search or filters. Page, size and sort live in the URL beside
 * the plan chooser's state.
 */
export function InvoicesCard() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...INVOICE_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), resetScroll: false }),
  });
  const result = useQuery({
    ...subscriptionQueries.invoices(listQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const { pending, download } = useInvoiceDownload();
  const columns = useInvoiceColumns(pending, download);

  return (
    <section aria-labelledby="invoices" className="grid gap-4">
      <h2 id="invoices" className="text-lg font-semibold">
        <Trans>Invoices</Trans>
      </h2>
      <AdminList
        id="invoices"
        caption={t`Your invoices`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        result={result}
        countLabel={(count) => t`${plural(count, { one: '# invoice', other: '# invoices' })}`}
        empty={
          <EmptyState
            icon={<FileText />}
            title={<Trans>No invoices yet.</Trans>}
            description={<Trans>An invoice comes with every payment, from the first checkout on.</Trans>}
          />
        }
      />
    </section>
  );
}
