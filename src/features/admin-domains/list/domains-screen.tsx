import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { adminDomainsQueries, type AdminDomain } from '@/api/queries/admin-domains';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useDomainColumns } from './domain-columns';
import { DOMAINS_FILTERS } from './domains-filters';
import { domainsQueryOf } from './domains-query';
import { DEFAULT_DOMAINS_SORT, DOMAINS_SEARCH_OPTIONS } from './domains-search';
import { useDomainBulkActions, useDomainCount } from './use-domain-bulk-actions';

const routeApi = getRouteApi('/admin/domains/');

const getRowId = (domain: AdminDomain) => domain.id;
const rowLabel = (domain: AdminDomain) => domain.name;

/**
 * /admin/domains: every owner's domains on the admin panel's list pattern, with owner, status, plan,
 * tracking subdomain, events this month and failed deliveries. Search, filters (stuck in setup for more
 * than N hours among them), sort and page in the URL; suspend or activate the ticked domains or all
 * that match, with a reason, for staff allowed to change domains.
 */
export function DomainsScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...DOMAINS_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminDomainsQueries.list(domainsQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const { allowsAny } = useAccess();
  const columns = useDomainColumns();
  const countLabel = useDomainCount();
  const bulkActions = useDomainBulkActions(url.state, result.data?.total ?? 0);

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <AdminList
        id="admin-domains"
        caption={t`Domains`}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        url={url}
        filters={DOMAINS_FILTERS}
        result={result}
        defaultSort={DEFAULT_DOMAINS_SORT}
        countLabel={countLabel}
        bulkActions={allowsAny(['admin.domains.update']) ? bulkActions : []}
        empty={<EmptyState icon={<Globe />} title={<Trans>No domains yet.</Trans>} />}
      />
    </main>
  );
}
