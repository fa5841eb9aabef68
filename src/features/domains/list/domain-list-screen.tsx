import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Globe, Plus } from 'lucide-react';
import { domainQueries, type Domain } from '@/api/queries/domains';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDomainColumns } from './domain-columns';
import { domainFilters } from './domain-filters';
import { DOMAIN_SEARCH_OPTIONS } from './domain-list-search';
import { domainQueryOf } from './domain-list-query';
import { usePlanOptions } from './use-plan-options';

const routeApi = getRouteApi('/_user/domains/');

const getRowId = (domain: Domain) => domain.id;

/**
 * /domains: the user's domains on the dashboard's list pattern, sortable by name, status, subscription
 * end and the month's events, filtered by name, status and plan. Page, size, sort and filters live in the
 * URL. The route loads the first page; the list keeps the page it shows while the next one loads, and
 * says itself when one fails.
 */
export function DomainListScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...DOMAIN_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const columns = useDomainColumns();
  const result = useQuery({
    ...domainQueries.list(domainQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const plan = url.state.filters.plan ?? [];
  const chosenPlans = Array.isArray(plan) ? plan : plan.split(',');
  const filters = domainFilters(usePlanOptions(result.data?.items ?? [], chosenPlans));

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        actions={
          <Button asChild>
            <Link to="/domains/add">
              <Plus aria-hidden />
              <Trans>Add domain</Trans>
            </Link>
          </Button>
        }
      />
      <AdminList
        id="domains"
        caption={t`Your domains`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={filters}
        result={result}
        countLabel={(count) => t`${plural(count, { one: '# domain', other: '# domains' })}`}
        noMatch={<Trans>No domains match these filters.</Trans>}
        empty={
          <EmptyState
            icon={<Globe />}
            title={<Trans>No domains yet.</Trans>}
            description={
              <Trans>
                Add the site you sell on: Tracklane gives it an API key and forwards its conversion events to
                your ad platforms.
              </Trans>
            }
            action={
              <Button asChild>
                <Link to="/domains/add">
                  <Plus aria-hidden />
                  <Trans>Add your first domain</Trans>
                </Link>
              </Button>
            }
          />
        }
      />
    </main>
  );
}
